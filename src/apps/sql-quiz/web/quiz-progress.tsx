export interface QuizProgressProps {
  /** Position of the question on screen (0-based), or null on the result screen. */
  readonly position: number | null;
  readonly answered: number;
  readonly total: number;
}

/** Where the player is and how much is answered, as text and as a bar. */
export function QuizProgress({ position, answered, total }: QuizProgressProps) {
  const summary = `${answered} of ${total} answered`;
  return (
    <div className="sqlq-progress">
      <p className="sqlq-progress__text">
        <span className="sqlq-progress__step">
          {position === null ? 'All done' : `Question ${position + 1} of ${total}`}
        </span>
        <span className="sqlq-progress__count">{summary}</span>
      </p>
      <div
        className="sqlq-progress__track"
        role="progressbar"
        aria-label="Questions answered"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={summary}
      >
        <div
          className="sqlq-progress__fill"
          style={{ width: `${total === 0 ? 0 : (answered / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
