import type { Ref } from 'react';
import type { QuizResult } from '../core/scoring';
import type { PersonalityType } from '../shared/sql-quiz.schemas';
import { RadarChart } from './radar-chart';

export interface QuizResultViewProps {
  readonly types: readonly PersonalityType[];
  readonly result: QuizResult;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onRetake: () => void;
}

/** The result screen: the winning type, its words, and every type's score as a chart and a table. */
export function QuizResultView({ types, result, headingRef, onRetake }: QuizResultViewProps) {
  const winner = types[result.winner];
  if (!winner) return null;
  return (
    <section className="sqlq-result" aria-labelledby="sqlq-result-title">
      <div className="sqlq-result__card">
        <p className="sqlq-result__eyebrow">Your SQL personality</p>
        <h2 id="sqlq-result-title" className="sqlq-result__name" ref={headingRef} tabIndex={-1}>
          {winner.name}
        </h2>
        <p className="sqlq-result__motto">“{winner.motto}”</p>
        <p className="sqlq-result__description">{winner.description}</p>
      </div>

      <h3 className="sqlq-result__scores-title">How your answers added up</h3>
      <div className="sqlq-result__scores">
        <figure className="sqlq-result__chart">
          <RadarChart
            title={`Radar chart of your scores for all ten types, highest: ${winner.name}`}
            highlight={result.winner}
            axes={types.map((type, index) => ({
              label: type.keyword,
              value: result.totals[index] ?? 0,
            }))}
          />
        </figure>
        <table className="sqlq-table">
          <caption>Scores for all ten types</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type, index) => (
              <tr
                key={type.id}
                className={index === result.winner ? 'sqlq-table__row--top' : undefined}
              >
                <th scope="row">
                  {type.name}
                  {index === result.winner ? (
                    <span className="sqlq-table__badge">your type</span>
                  ) : null}
                </th>
                <td>{result.totals[index] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="sqlq-result__actions">
        <button type="button" className="button button--primary" onClick={onRetake}>
          Retake
        </button>
      </div>
    </section>
  );
}
