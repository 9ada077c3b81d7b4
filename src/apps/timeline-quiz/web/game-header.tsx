import { formatBestScore, type GameMode, type HighScore } from '../core/player-records';
import { accuracyPercent } from '../core/timeline-rules';

export const MODE_NAMES: Readonly<Record<GameMode, string>> = {
  timeline: 'Timeline',
  guess: 'Year Guess',
};

export interface GameHeaderProps {
  readonly mode: GameMode;
  readonly score: number;
  readonly answered: number;
  readonly itemCount: number;
  readonly best: HighScore | null;
  readonly onNewGame: () => void;
  readonly onQuit: () => void;
}

/** Spec §2.2: 'New Game', 'Quit & Save Score', and the stats of the game in play. */
export function GameHeader({
  mode,
  score,
  answered,
  itemCount,
  best,
  onNewGame,
  onQuit,
}: GameHeaderProps) {
  const stats: [string, string][] = [
    ['Mode', MODE_NAMES[mode]],
    ['Score', String(score)],
    ['Progress', `${answered} / ${itemCount}`],
    ['Accuracy', `${accuracyPercent(score, answered)}%`],
    ['Best Score', formatBestScore(best)],
  ];
  return (
    <div className="tq-game-header">
      <dl className="tq-game-stats" aria-label="Game stats">
        {stats.map(([label, value]) => (
          <div key={label} className="tq-stat" data-testid={`stat-${label}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="tq-game-actions">
        <button type="button" className="button button--quiet" onClick={onNewGame}>
          New Game
        </button>
        <button type="button" className="button button--quiet" onClick={onQuit}>
          Quit &amp; Save Score
        </button>
      </div>
    </div>
  );
}
