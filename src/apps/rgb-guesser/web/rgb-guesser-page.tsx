import { useDebugMode } from '#kit/debug-mode';
import { formatLongDay } from '#kit/date-format';
import { FamilyLeaderboard } from '#kit/family-leaderboard';
import { LeadText } from '#kit/lead-text';
import { useRefreshFamilyScores } from '#kit/use-family-scores';
import { seedOfDay } from '../core/daily-colour';
import { formatHex, formatRgb } from '../core/rgb-colour';
import { scoreAsGuesses } from '../core/rgb-score';
import { resultOf } from '../core/rgb-stats';
import { manifest } from '../manifest';
import { RGB_GUESSER_GAME } from '../shared/rgb-guesser.schemas';
import { ColourMixer } from './colour-mixer';
import { GameOverPanel } from './game-over-panel';
import { GuessList } from './guess-list';
import { StatsPanel } from './stats-panel';
import { useRgbGuesser } from './use-rgb-guesser';
import { WaitingScores } from './waiting-scores';
import '#kit/panel.css';
import '#kit/form.css';
import './rgb-guesser.css';

const ROUTE = manifest.routes[0];

export default function RgbGuesserPage() {
  const debug = useDebugMode();
  // A day saved now, or sent from the outbox when the connection returns, joins the family's list.
  const refreshFamilyScores = useRefreshFamilyScores(RGB_GUESSER_GAME);
  const rgb = useRgbGuesser({ onScoreSaved: refreshFamilyScores });
  const result = resultOf(rgb.game);

  return (
    <section className="page rgb" aria-labelledby="rgb-title">
      <header className="page-header rgb-header">
        <h1 id="rgb-title">{ROUTE.title}</h1>
        <p className="page-header__lead">
          <LeadText lead={ROUTE.lead} />
        </p>
        <p className="rgb-header__day">
          Colour of <time dateTime={rgb.today}>{formatLongDay(rgb.today)}</time>
        </p>
      </header>

      {rgb.newDayArrived ? (
        <p className="callout callout--glow rgb-notice" role="status">
          A new day has begun, and with it a new colour.
        </p>
      ) : null}

      <div className="rgb-layout">
        {rgb.status === 'playing' ? (
          <ColourMixer
            key={rgb.today}
            answer={rgb.answer}
            scored={rgb.scored}
            onGuess={rgb.guess}
          />
        ) : (
          <GameOverPanel
            game={rgb.game}
            status={rgb.status}
            answer={rgb.answer}
            link={`${window.location.origin}${ROUTE.path}`}
          />
        )}
        <GuessList scored={rgb.scored} answer={rgb.answer} />
      </div>

      <div className="rgb-records">
        <StatsPanel stats={rgb.stats} todayGuesses={result?.won ? result.guesses : null} />
        <FamilyLeaderboard
          game={RGB_GUESSER_GAME}
          mode={rgb.today}
          title="Family best today"
          scoreHeading="Guesses"
          formatScore={scoreAsGuesses}
        />
      </div>
      <WaitingScores onChange={refreshFamilyScores} />

      {debug ? (
        <section className="panel rgb-debug" aria-labelledby="rgb-debug-title">
          <h2 id="rgb-debug-title" className="panel__title">
            Debug
          </h2>
          <p>
            Seed {seedOfDay(rgb.today)} · answer {formatRgb(rgb.answer)} ({formatHex(rgb.answer)})
          </p>
          <button type="button" className="button button--quiet" onClick={rgb.reset}>
            Reset today&apos;s game
          </button>
        </section>
      ) : null}
    </section>
  );
}
