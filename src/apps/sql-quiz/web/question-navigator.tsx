import { canJumpTo, isAnsweredAt, type QuizState } from '../core/quiz-state';

export interface QuestionNavigatorProps {
  readonly state: QuizState;
  readonly onJump: (position: number) => void;
}

/**
 * One button per question, in the order asked. A button is enabled only where the jump rule
 * allows (spec §4): at or before the current question, or right after an answered one.
 */
export function QuestionNavigator({ state, onJump }: QuestionNavigatorProps) {
  return (
    <nav className="sqlq-nav" aria-label="Questions">
      <ol className="sqlq-nav__list">
        {state.order.map((questionId, position) => {
          const answered = isAnsweredAt(state, position);
          const current = position === state.current;
          const classes = [
            'sqlq-nav__button',
            answered ? 'sqlq-nav__button--answered' : '',
            current ? 'sqlq-nav__button--current' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={questionId}>
              <button
                type="button"
                className={classes}
                aria-label={`Question ${position + 1}${answered ? ', answered' : ''}`}
                aria-current={current ? 'step' : undefined}
                disabled={!canJumpTo(state, position)}
                onClick={() => onJump(position)}
              >
                {position + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
