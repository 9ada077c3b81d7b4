import type { Feedback } from '../core/timeline-game';

/** The temporary success or error banner; the live region stays mounted so every text is read out. */
export function FeedbackBanner({ feedback }: { readonly feedback: Feedback | null }) {
  return (
    <div className="tq-feedback-slot" role="status" aria-live="polite" aria-atomic="true">
      {feedback ? (
        <p
          className={`callout ${feedback.kind === 'success' ? 'callout--success' : 'callout--danger'} tq-feedback`}
          data-testid="quiz-feedback"
        >
          <span aria-hidden="true">{feedback.kind === 'success' ? '✓' : '✗'}</span>
          <span>{feedback.text}</span>
        </p>
      ) : null}
    </div>
  );
}
