import { NookLogo } from './nook-logo';

/** What an app's page shows until the app is built: its title and a plain note, nothing pretending to work. */
export function AppPlaceholder({ title }: { readonly title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <div className="placeholder">
        <NookLogo className="placeholder__logo" size={40} />
        <p>This app is being built.</p>
      </div>
    </section>
  );
}
