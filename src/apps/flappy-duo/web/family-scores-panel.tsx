import { useSession } from '../../../web/session';
import { useQueuedWrites } from '../../../web/use-queued-writes';
import { FLAPPY_DUO_SCORE_OUTBOX, type FamilyScoreOutcome } from './flappy-duo.api';

/** The last finished game's family score: on its way, or what became of it. */
export type FamilyScoreStatus = { readonly kind: 'sending' } | FamilyScoreOutcome;

interface FamilyScoresPanelProps {
  readonly status: FamilyScoreStatus | null;
  /** Runs when a waiting score has been sent (or dropped), to fetch the lists again. */
  readonly onScoresSent: () => void;
}

function statusText(status: FamilyScoreStatus | null): string | null {
  switch (status?.kind) {
    case 'sending':
      return 'Saving your time to the family scores…';
    case 'saved':
      return 'Your time is in the family scores.';
    case 'waiting':
      return 'Your time is waiting to be sent: it goes to the family scores when the connection returns.';
    case 'refused':
      return `Your time was not kept in the family scores: ${status.message}`;
    default:
      return null;
  }
}

/**
 * The family's best times for Flappy Duo, beside the browser's own top five, and what became of
 * the last game's score. Signed in only: signed out, the page is as the spec has it.
 */
export function FamilyScoresPanel({ status, onScoresSent }: FamilyScoresPanelProps) {
  const session = useSession();
  const waiting = useQueuedWrites(FLAPPY_DUO_SCORE_OUTBOX.id, onScoresSent);
  if (session === null) return null;
  const text = statusText(status);
  return (
    <section className="panel panel--compact" aria-labelledby="fd-family-title">
      <h2 id="fd-family-title" className="panel__title">
        Family best
      </h2>
      <p className="fd-note" role="status">
        {text}
        {waiting.length > 1 ? ` ${waiting.length} games are waiting to be sent.` : null}
      </p>
    </section>
  );
}
