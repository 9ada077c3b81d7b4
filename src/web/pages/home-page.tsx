import { useState } from 'react';
import { Link } from 'react-router';
import { useDebugMode } from '../debug-mode';
import { NookLogo } from '../ui/nook-logo';
import { DebugPanel } from './debug-panel';

export function HomePage() {
  const [dimmed, setDimmed] = useState(false);
  const debug = useDebugMode();

  return (
    <section className="home">
      <button
        type="button"
        className="home__logo-button"
        aria-label="Toggle logo"
        aria-pressed={dimmed}
        onClick={() => setDimmed((was) => !was)}
      >
        <NookLogo className="home__logo" size={128} style={{ opacity: dimmed ? 0.4 : 1 }} />
      </button>
      <h1 className="home__title">Nook</h1>
      <p className="home__tagline">A little slice of the internet</p>
      <p className="home__intro">
        Small apps, quizzes and games for family and friends. Start with the{' '}
        <Link to="/applications">applications</Link>, or read <Link to="/about">about Nook</Link>.
      </p>
      {debug ? <DebugPanel /> : null}
    </section>
  );
}
