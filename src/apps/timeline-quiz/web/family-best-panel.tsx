import { useEffect, useId, useMemo, useState } from 'react';
import { FamilyLeaderboard } from '#kit/family-leaderboard';
import { startOfWeek, useRefreshFamilyScores } from '#kit/use-family-scores';
import { WAITING_TEXT } from '#kit/outbox';
import { useQueuedWrites } from '#kit/use-queued-writes';
import { useSession } from '#kit/session';
import type { GameMode } from '../core/player-records';
import { ITEMS_PER_GAME, type TimelineDeck } from '../core/timeline-decks';
import { MODE_NAMES } from './game-header';
import { ModeTabs, modePanelId, modeTabId } from './mode-tabs';
import { TIMELINE_SCORE_OUTBOX, type TimelineScoreClaim } from './timeline-scores.api';

/** How many of the family's best each list shows. */
export const FAMILY_BEST_LIMIT = 5;

/** '17 / 20', kept on one line in a narrow column. */
export const formatFamilyScore = (score: number) => `${score}\u00a0/\u00a0${ITEMS_PER_GAME}`;

export interface FamilyBestPanelProps {
  readonly deck: TimelineDeck;
  /** Grows by one whenever the server keeps a game of this deck: the lists are fetched again. */
  readonly scoresKept: number;
}

function FamilyBestLists({ deck, scoresKept }: FamilyBestPanelProps) {
  const id = useId();
  const [mode, setMode] = useState<GameMode>('timeline');
  // The week's start as the panel opens; a panel left open over Sunday night keeps its week.
  const since = useMemo(() => startOfWeek(new Date()).toISOString(), []);

  const refresh = useRefreshFamilyScores(deck.id);
  useEffect(() => {
    if (scoresKept > 0) refresh();
  }, [refresh, scoresKept]);
  // A game finished offline is listed once the outbox has sent it.
  const waiting = useQueuedWrites(TIMELINE_SCORE_OUTBOX.id, refresh).filter(
    (write) => (write.body as Partial<TimelineScoreClaim> | null)?.game === deck.id,
  );

  return (
    <section className="panel tq-family" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Family Best
      </h2>
      <ModeTabs
        id={id}
        selected={mode}
        onSelect={setMode}
        label={(tab) => MODE_NAMES[tab]}
        listLabel="Family best by game mode"
      />
      <div
        id={modePanelId(id)}
        role="tabpanel"
        className="tq-family__lists"
        aria-labelledby={modeTabId(id, mode)}
      >
        {waiting.length > 0 ? (
          <p className="tq-family__waiting">
            {waiting.length === 1
              ? `1 ${TIMELINE_SCORE_OUTBOX.one}`
              : `${waiting.length} ${TIMELINE_SCORE_OUTBOX.many}`}{' '}
            {WAITING_TEXT}
          </p>
        ) : null}
        <FamilyLeaderboard
          game={deck.id}
          mode={mode}
          limit={FAMILY_BEST_LIMIT}
          title={`All time · ${MODE_NAMES[mode]}`}
          formatScore={formatFamilyScore}
        />
        <FamilyLeaderboard
          game={deck.id}
          mode={mode}
          since={since}
          limit={FAMILY_BEST_LIMIT}
          title={`This week · ${MODE_NAMES[mode]}`}
          formatScore={formatFamilyScore}
        />
      </div>
    </section>
  );
}

/**
 * The family's best games of this deck, per mode: all time and this week, from the family scores
 * the server checked. Shown to members only; nothing at all while signed out.
 */
export function FamilyBestPanel(props: FamilyBestPanelProps) {
  const signedIn = useSession() !== null;
  if (!signedIn) return null;
  // The page is loaded with TanStack Query's provider (lazyWithQueries).
  return <FamilyBestLists {...props} />;
}
