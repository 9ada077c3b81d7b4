import type { PersonalityType } from '../shared/sql-quiz.schemas';

export interface RunningTotalsProps {
  readonly types: readonly PersonalityType[];
  readonly totals: readonly number[];
}

/** Debug mode only: every type's score so far, to check the weights while answering. */
export function RunningTotals({ types, totals }: RunningTotalsProps) {
  const top = Math.max(...totals);
  return (
    <aside className="sqlq-debug" aria-labelledby="sqlq-debug-title">
      <h2 id="sqlq-debug-title" className="sqlq-debug__title">
        Running totals
      </h2>
      <dl className="sqlq-debug__list">
        {types.map((type, index) => (
          <div
            key={type.id}
            className={`sqlq-debug__row${top > 0 && totals[index] === top ? ' sqlq-debug__row--top' : ''}`}
          >
            <dt>{type.keyword}</dt>
            <dd>{totals[index] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
