import { Link } from 'react-router';
import { formatSeconds } from '../core/flappy-game';
import type { BestRun } from './flappy-duo-storage';

interface PipesAndGhostPanelProps {
  /** The seed of the pipes on screen. */
  readonly seed: number;
  readonly racingGhost: boolean;
  /** The `?seed=` the address fixes, or null for fresh pipes every game. */
  readonly fixedSeed: number | null;
  /** This layout's best run, the ghost to race; null before a game is finished. */
  readonly bestRun: BestRun | null;
  readonly raceGhost: boolean;
  /** The choice is fixed while a game is on. */
  readonly canChoose: boolean;
  readonly onRaceGhostChange: (race: boolean) => void;
}

/** Which pipes are flown, a link to fly them again, and the choice to race the best run's ghost. */
export function PipesAndGhostPanel({
  seed,
  racingGhost,
  fixedSeed,
  bestRun,
  raceGhost,
  canChoose,
  onRaceGhostChange,
}: PipesAndGhostPanelProps) {
  return (
    <section className="panel panel--compact" aria-labelledby="fd-run-title">
      <h2 id="fd-run-title" className="panel__title">
        Pipes and ghost
      </h2>
      <p className="fd-muted">
        {racingGhost ? 'Racing your best run on its pipes' : 'Pipes from seed'}{' '}
        <strong data-testid="seed">{seed}</strong>.{' '}
        {fixedSeed === null ? (
          <Link to={`?seed=${seed}`}>Fly these pipes again</Link>
        ) : (
          <Link to="?">Fresh pipes every game</Link>
        )}
      </p>
      {bestRun ? (
        <label className="fd-check">
          <input
            type="checkbox"
            checked={raceGhost}
            disabled={!canChoose}
            onChange={(event) => onRaceGhostChange(event.target.checked)}
          />
          Race the ghost of your best run ({formatSeconds(bestRun.seconds)})
        </label>
      ) : (
        <p className="fd-muted">Finish a game to race its ghost later.</p>
      )}
    </section>
  );
}
