import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** Shown when a page throws or its code fails to load (after a deploy, say). */
export function RouteErrorPage() {
  return (
    <section className="page page--centered" role="alert">
      <h1>Something went wrong</h1>
      <p className="page-header__lead">
        Sorry, this page ran into a problem. Reloading often helps; if it keeps happening, head
        home.
      </p>
      <div className="actions">
        <Link className="button button--primary" to="/">
          Go home
        </Link>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
      </div>
    </section>
  );
}

interface ErrorBoundaryProps {
  /** A new key (the next navigation) clears the error, so the reader can leave the broken page. */
  readonly resetKey: string;
  readonly standalone: boolean;
  readonly children: ReactNode;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly resetKey: string;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Page failed:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.standalone) return <RouteErrorPage />;
    return (
      <div className="standalone">
        <RouteErrorPage />
      </div>
    );
  }
}

/** Catches what a page (or, `standalone`, the shell itself) throws while rendering; leaving the page clears it. */
export function RouteErrorBoundary({
  standalone = false,
  children,
}: {
  readonly standalone?: boolean;
  readonly children: ReactNode;
}) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} standalone={standalone}>
      {children}
    </ErrorBoundary>
  );
}
