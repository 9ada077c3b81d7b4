import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { useDebugMode } from '../kit/debug-mode';
import { useHydrated } from '../kit/hydration';
import { lazyWithQueries } from '../lazy-page';
import { useSession } from '../kit/session';
import { NookLogo } from '../ui/nook-logo';

/** Signed in, the home page says what's new; a visitor's first page never loads it. */
const WhatsNew = lazyWithQueries(() => import('./whats-new'));
/** Debug mode is for developers: the panel and its styles load only when it is on. */
const DebugPanel = lazy(() => import('./debug-panel'));

export function HomePage() {
  const [dimmed, setDimmed] = useState(false);
  const debug = useDebugMode();
  // The CSP admits no style attribute in HTML: the prerendered logo takes its opacity from CSS,
  // and the style is set by script from hydration on.
  const hydrated = useHydrated();
  const session = useSession();

  return (
    <section className="home">
      <button
        type="button"
        className="home__logo-button"
        aria-label="Toggle logo"
        aria-pressed={dimmed}
        onClick={() => setDimmed((was) => !was)}
      >
        <NookLogo
          className="home__logo"
          size={128}
          style={hydrated ? { opacity: dimmed ? 0.4 : 1 } : undefined}
        />
      </button>
      <h1 className="home__title">Nook</h1>
      <p className="home__tagline">A little slice of the internet</p>
      <p className="home__intro">
        Small apps, quizzes and games for family and friends. Start with the{' '}
        <Link to="/applications">applications</Link>, or read <Link to="/about">about Nook</Link>.
      </p>
      {hydrated && session ? (
        <Suspense fallback={null}>
          <WhatsNew key={session.token} session={session} />
        </Suspense>
      ) : null}
      {debug ? (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      ) : null}
    </section>
  );
}
