import { FamilyLeaderboard } from '#kit/family-leaderboard';
import { startOfWeek, useRefreshFamilyScores } from '#kit/use-family-scores';
import { useNow } from '#kit/use-now';
import { WAITING_TEXT } from '#kit/outbox';
import { useSession } from '#kit/session';
import { useQueuedWrites } from '#kit/use-queued-writes';
import type { Layout } from '../core/flappy-config';
import { formatSeconds } from '../core/flappy-game';
import { FLAPPY_DUO_GAME } from '../shared/flappy-duo-score.schemas';
import { FLAPPY_DUO_SCORE_OUTBOX } from './flappy-duo.api';
import type { FamilyScoreStatus } from './flappy-duo.queries';

/** Each list is short: the side column also holds the browser's top five. */
const FAMILY_LIST_LENGTH = 5;

const LAYOUT_NOTE: Record<Layout, string> = {
  desktop: 'Times flown on the wide screen layout; phones keep lists of their own.',
  mobile: 'Times flown on the phone layout; wide screens keep lists of their own.',
};

function statusText(status: FamilyScoreStatus | null): string | null {
  switch (status?.kind) {
    case 'sending':
      return 'Saving your time to the family scores…';
    case 'saved':
      return 'Your time is in the family scores.';
    case 'refused':
      return `Your time was not kept in the family scores: ${status.message}`;
    default:
      return null;
  }
}

interface FamilyScoresPanelProps {
  /** The layout this screen plays: physics differ, so each layout has its own lists. */
  readonly layout: Layout;
  readonly status: FamilyScoreStatus | null;
}

/**
 * The family's best times for Flappy Duo, this week and of all time, beside the browser's own top
 * five, and what became of the last game's score. Signed in only: signed out, the page is as the
 * spec has it.
 */
export function FamilyScoresPanel({ layout, status }: FamilyScoresPanelProps) {
  const session = useSession();
  const refresh = useRefreshFamilyScores(FLAPPY_DUO_GAME);
  const waiting = useQueuedWrites(FLAPPY_DUO_SCORE_OUTBOX.id, refresh);
  const weekStart = startOfWeek(useNow(60_000)).toISOString();
  if (session === null) return null;

  const text = statusText(status);
  const list = {
    game: FLAPPY_DUO_GAME,
    mode: layout,
    limit: FAMILY_LIST_LENGTH,
    formatScore: formatSeconds,
    scoreHeading: 'Time',
  };
  return (
    <>
      <FamilyLeaderboard {...list} title="Family best this week" since={weekStart} />
      <FamilyLeaderboard {...list} title="Family best of all time" />
      <div className="fd-family-notes">
        <p className="fd-note">{LAYOUT_NOTE[layout]}</p>
        <p className="fd-note" role="status">
          {text}
          {waiting.length > 0
            ? ` ${waiting.length} ${waiting.length === 1 ? 'game' : 'games'} ${WAITING_TEXT} to the family scores.`
            : null}
        </p>
      </div>
    </>
  );
}
