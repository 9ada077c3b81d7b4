import type { PlayerStats } from '../core/rgb-stats';

export interface StatsPanelProps {
  readonly stats: PlayerStats;
  /** Today's winning guess count, highlighted in the distribution. */
  readonly todayGuesses: number | null;
}

/** Played, win %, streaks and how many guesses the wins took. */
export function StatsPanel({ stats, todayGuesses }: StatsPanelProps) {
  const numbers = [
    ['Played', String(stats.played)],
    ['Win %', String(stats.winPercent)],
    ['Current streak', String(stats.currentStreak)],
    ['Best streak', String(stats.bestStreak)],
  ] as const;
  const most = Math.max(1, ...stats.distribution);
  return (
    <section className="panel rgb-stats" aria-labelledby="rgb-stats-title">
      <h2 id="rgb-stats-title" className="panel__title">
        Your stats
      </h2>
      <dl className="rgb-stats__numbers">
        {numbers.map(([label, value]) => (
          <div key={label} className="rgb-stats__number" data-testid={`stat-${label}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="rgb-stats__subtitle" id="rgb-distribution-title">
        Guess distribution
      </h3>
      {stats.wins === 0 ? (
        <p className="muted rgb-empty">Win a day to see how many guesses your wins take.</p>
      ) : (
        <ol className="rgb-distribution" aria-labelledby="rgb-distribution-title">
          {stats.distribution.map((count, index) => {
            const guesses = index + 1;
            return (
              <li
                key={guesses}
                className={`rgb-distribution__row${guesses === todayGuesses ? ' rgb-distribution__row--today' : ''}`}
              >
                <span className="rgb-distribution__label" aria-hidden="true">
                  {guesses}
                </span>
                <span className="rgb-distribution__track" aria-hidden="true">
                  <span
                    className="rgb-distribution__bar"
                    style={{ width: `${Math.max(6, (count / most) * 100)}%` }}
                  >
                    {count}
                  </span>
                </span>
                <span className="visually-hidden">
                  {guesses} {guesses === 1 ? 'guess' : 'guesses'}: {count}{' '}
                  {count === 1 ? 'win' : 'wins'}
                  {guesses === todayGuesses ? ' (today)' : ''}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="rgb-stats__note">A streak counts the days won in a row.</p>
    </section>
  );
}
