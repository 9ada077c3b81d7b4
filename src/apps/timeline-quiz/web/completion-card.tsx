import { useEffect, useRef } from 'react';
import { formatBestScore, type HighScore } from '../core/player-records';
import type { TimelineDeck } from '../core/timeline-decks';
import type { CompletedGame } from '../core/timeline-game';

export interface CompletionCardProps {
  readonly deck: TimelineDeck;
  readonly completed: CompletedGame;
  readonly itemCount: number;
  readonly best: HighScore | null;
  readonly onPlayAgain: () => void;
}

/** Spec §2.5: the end of a game. */
export function CompletionCard({
  deck,
  completed,
  itemCount,
  best,
  onPlayAgain,
}: CompletionCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="panel tq-complete" aria-labelledby="tq-complete-title">
      <h2 id="tq-complete-title" ref={heading} tabIndex={-1}>
        Congratulations!
      </h2>
      {completed.isNewHighScore ? (
        <p className="tq-complete__high-score">🏆 New High Score!</p>
      ) : (
        <p className="tq-complete__message">{deck.completionMessage}</p>
      )}
      <dl className="tq-complete__stats">
        <div>
          <dt>Final Score</dt>
          <dd>
            {completed.score} / {itemCount}
          </dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd>{completed.accuracy}%</dd>
        </div>
        <div>
          <dt>Best Score</dt>
          <dd>{formatBestScore(best)}</dd>
        </div>
      </dl>
      <button type="button" className="button button--primary" onClick={onPlayAgain}>
        Play Again
      </button>
    </section>
  );
}
