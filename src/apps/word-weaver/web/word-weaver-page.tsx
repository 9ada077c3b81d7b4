import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FamilyLeaderboard } from '#kit/family-leaderboard';
import { useRefreshFamilyScores } from '#kit/use-family-scores';
import { useSession } from '#kit/session';
import { PageHeader } from '#kit/page-header';
import { LeadText } from '#kit/lead-text';
import { manifest } from '../manifest';
import { AdminSeedPanel } from './admin-seed-panel';
import { DailyBoardLine, useTodaySeed } from './daily-board';
import { EarlierGamesPanel } from './earlier-games';
import { FinishPanel } from './finish-panel';
import { GameStatus } from './game-status';
import { HighScores } from './high-scores';
import { MovePad } from './move-pad';
import { PendingGameOffer } from './pending-game-offer';
import { useFinishSequence } from './use-finish-sequence';
import { useOnline } from '#kit/use-online';
import { useWordWeaverGame } from './use-word-weaver-game';
import { WordWeaverBoard } from './word-weaver-board';
import { scoresKey, useHighScores } from './word-weaver.queries';
import '#kit/panel.css';
import './word-weaver.css';

/** WordWeaver's name in the family scores API. */
const FAMILY_GAME = 'word_weaver';

/**
 * The page holds the game and what follows it; each clock lives in the component that shows it, so
 * the board and the word list render when the game moves, not when a second passes.
 */
export default function WordWeaverPage() {
  const session = useSession();
  const isAdmin = session?.role === 'Admin';
  const loggedIn = session !== null;
  const todaySeed = useTodaySeed();
  const [seedOverride, setSeedOverride] = useState<number | null>(null);
  const activeSeed = isAdmin && seedOverride !== null ? seedOverride : todaySeed;

  const { state: game, dispatch, newGame } = useWordWeaverGame(activeSeed);
  const { finish, earlier, reset: resetFinish } = useFinishSequence(game, session);
  const online = useOnline();
  const boardRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();

  // The list follows the game on the board (a game started before midnight keeps its board's list).
  const listSeed = game.status === 'idle' ? activeSeed : game.seed;
  const highScores = useHighScores(listSeed);
  // A list that failed while offline loads when the connection returns. (The query's own reconnect
  // refetch misses a page that opened offline: it starts out believing it is online.)
  const { isError: scoresFailed, refetch: refetchScores } = highScores;
  const wasOnline = useRef(online);
  useEffect(() => {
    const reconnected = online && !wasOnline.current;
    wasOnline.current = online;
    if (reconnected && scoresFailed) void refetchScores();
  }, [online, scoresFailed, refetchScores]);

  const start = () => {
    newGame(activeSeed);
    dispatch({ type: 'start' });
    resetFinish();
    // Focus (for the keys) without scrolling: on a phone the status and board are already in view.
    boardRef.current?.focus({ preventScroll: true });
  };

  const changeSeed = (seed: number | null) => {
    setSeedOverride(seed);
    resetFinish();
    newGame(seed ?? todaySeed);
  };

  // The family leaderboard lists the same scores: it reloads whenever the high scores do.
  const highScoresLoadedAt = highScores.dataUpdatedAt;
  const firstHighScoresLoad = useRef(0);
  const refreshFamilyScores = useRefreshFamilyScores(FAMILY_GAME);
  useEffect(() => {
    if (highScoresLoadedAt === 0) return;
    if (firstHighScoresLoad.current === 0) firstHighScoresLoad.current = highScoresLoadedAt;
    else refreshFamilyScores();
  }, [highScoresLoadedAt, refreshFamilyScores]);

  const reloadScores = useCallback(
    (seed: number) => queryClient.invalidateQueries({ queryKey: scoresKey(seed) }),
    [queryClient],
  );

  const playing = game.status === 'playing';
  return (
    <section className="page ww">
      <PageHeader title={manifest.routes[0].title}>
        <LeadText lead={manifest.routes[0].lead} />
      </PageHeader>
      <DailyBoardLine todaySeed={todaySeed} activeSeed={activeSeed} />

      <div className="ww-layout">
        <GameStatus
          game={game}
          score={finish.score}
          busy={finish.busy}
          onStart={start}
          onStop={() => dispatch({ type: 'stop' })}
        />
        <div className="ww-play">
          <WordWeaverBoard
            game={game}
            highlight={finish.lit}
            onAction={dispatch}
            boardRef={boardRef}
          />
          <MovePad playing={playing} onAction={dispatch} />
        </div>

        <div className="ww-side">
          <FinishPanel finish={finish} loggedIn={loggedIn} onRetry={start} />
          <EarlierGamesPanel earlier={earlier} loggedIn={loggedIn} />
          {finish.phase === 'none' || finish.phase === 'done' ? (
            <PendingGameOffer
              loggedIn={loggedIn}
              keptSince={earlier.results.length}
              onSaved={reloadScores}
            />
          ) : null}
          <HighScores
            seed={listSeed}
            scores={highScores.data}
            loading={highScores.isPending}
            failed={highScores.isError}
            offline={!online}
            ownId={finish.ownId}
          />
          <FamilyLeaderboard
            game={FAMILY_GAME}
            mode={String(listSeed)}
            title={
              <>
                Family leaderboard <span className="ww-muted">· board {listSeed}</span>
              </>
            }
          />
        </div>
      </div>

      {isAdmin ? (
        <AdminSeedPanel seed={activeSeed} dailySeed={todaySeed} onSeedChange={changeSeed} />
      ) : null}
    </section>
  );
}
