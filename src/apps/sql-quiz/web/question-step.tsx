import type { Ref } from 'react';
import type { QuizQuestion } from '../shared/sql-quiz.schemas';

export interface QuestionStepProps {
  readonly question: QuizQuestion;
  readonly chosen: string | undefined;
  readonly canGoBack: boolean;
  readonly canGoNext: boolean;
  readonly fieldsetRef: Ref<HTMLFieldSetElement>;
  readonly onChoose: (optionId: string) => void;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

/**
 * One question as a group of radio buttons. It is a form, so Enter on a chosen option presses
 * Next; a disabled Next blocks that too.
 */
export function QuestionStep({
  question,
  chosen,
  canGoBack,
  canGoNext,
  fieldsetRef,
  onChoose,
  onPrevious,
  onNext,
}: QuestionStepProps) {
  return (
    <form
      className="sqlq-step"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <fieldset ref={fieldsetRef} className="sqlq-question">
        <legend className="sqlq-question__prompt">{question.prompt}</legend>
        <div className="sqlq-options">
          {question.options.map((option) => (
            <label
              key={option.id}
              className={`sqlq-option${chosen === option.id ? ' sqlq-option--chosen' : ''}`}
            >
              <input
                type="radio"
                name={`sqlq-${question.id}`}
                value={option.id}
                checked={chosen === option.id}
                onChange={() => onChoose(option.id)}
              />
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sqlq-step__actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={!canGoBack}
          onClick={onPrevious}
        >
          Previous
        </button>
        <button type="submit" className="button button--primary" disabled={!canGoNext}>
          Next
        </button>
      </div>
    </form>
  );
}
