import { useEffect, useRef } from 'react';
import { useDebugMode } from '#kit/debug-mode';
import { answeredCount, canGoNext, canJumpTo, type QuizAction } from '../core/quiz-state';
import type { RandomSource } from '#shared/seeded-random';
import { totalScores } from '../core/scoring';
import type { QuizContent } from '../shared/sql-quiz.schemas';
import { QuestionNavigator } from './question-navigator';
import { QuestionStep } from './question-step';
import { QuizProgress } from './quiz-progress';
import { QuizResultView } from './quiz-result';
import { RunningTotals } from './running-totals';
import { useSqlQuiz } from './use-sql-quiz';
import './sql-quiz.css';
import { PageHeader } from '#kit/page-header';
import type { LeadLine } from '#shared/app-manifest';
import { LeadText } from '#kit/lead-text';

export interface SqlQuizProps {
  readonly title: string;
  /** The line under the title (the route's, from the manifest). */
  readonly lead?: LeadLine;
  readonly content: QuizContent;
  /** Shuffles the questions; tests pass a seeded one. */
  readonly random?: RandomSource;
}

/** The SQL personality quiz: ten questions in shuffled order, then the result. */
export function SqlQuiz({ title, lead, content, random = Math.random }: SqlQuizProps) {
  const { state, dispatch, retake } = useSqlQuiz(content, random);
  const debug = useDebugMode();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  // Set by the player's own moves, so that a page load never steals focus.
  const moveFocus = useRef(false);

  const question = content.questions.find(
    (candidate) => candidate.id === state.order[state.current],
  );

  const position = state.current;
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (state.phase === 'result') {
      resultHeadingRef.current?.focus();
      return;
    }
    const fieldset = fieldsetRef.current;
    if (!fieldset) return;
    // After Next at the bottom of a long question, bring the new question's top back into view.
    const card = fieldset.closest<HTMLElement>('.sqlq-play__main') ?? fieldset;
    const margin = parseFloat(getComputedStyle(card).scrollMarginTop) || 0;
    if (card.getBoundingClientRect().top < margin) card.scrollIntoView({ block: 'start' });
    // Land on the chosen option (or the first), where arrow keys pick and Enter goes on.
    const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const target = radios.find((radio) => radio.checked) ?? radios[0];
    target?.focus({ preventScroll: true });
  }, [state.phase, position, state.order]);

  const move = (action: QuizAction) => {
    moveFocus.current = true;
    dispatch(action);
  };

  const answered = answeredCount(state);
  const total = state.order.length;

  return (
    <section className="page sqlq" aria-labelledby="sqlq-title">
      <PageHeader title={title} titleId="sqlq-title">
        {lead ? <LeadText lead={lead} /> : null}
      </PageHeader>

      <QuizProgress
        position={state.phase === 'result' ? null : state.current}
        answered={answered}
        total={total}
      />

      {state.phase === 'result' && state.result ? (
        <QuizResultView
          types={content.types}
          result={state.result}
          headingRef={resultHeadingRef}
          onRetake={() => {
            moveFocus.current = true;
            retake();
          }}
        />
      ) : question ? (
        <div className={`sqlq-play${debug ? ' sqlq-play--debug' : ''}`}>
          <div className="sqlq-play__main">
            <QuestionNavigator
              state={state}
              onJump={(position) => move({ type: 'jump', position })}
            />
            <QuestionStep
              question={question}
              chosen={state.answers[question.id]}
              canGoBack={canJumpTo(state, state.current - 1)}
              canGoNext={canGoNext(state)}
              fieldsetRef={fieldsetRef}
              onChoose={(optionId) => dispatch({ type: 'choose', optionId })}
              onPrevious={() => move({ type: 'previous' })}
              onNext={() => move({ type: 'next' })}
            />
          </div>
          {debug ? (
            <RunningTotals
              types={content.types}
              totals={totalScores(content.questions, state.answers, content.types.length)}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
