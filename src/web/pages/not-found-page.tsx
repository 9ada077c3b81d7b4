import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page page--centered">
      <h1>Page not found</h1>
      <p className="page-header__lead">
        There is nothing at this address. The link may be mistyped, or the page has moved.
      </p>
      <div className="actions">
        <Link className="button button--primary" to="/">
          Go home
        </Link>
      </div>
    </section>
  );
}
