import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SoundToggle } from '../../../web/assets/sound-toggle';
import { ApiError } from '../../../web/api-client';
import { useSession } from '../../../web/session';
import { PageHeader } from '../../../web/ui/page-header';
import { LeadText } from '../../../web/ui/lead-text';
import { LETTERS_PER_GAME, nextLetter, type Board, type GameAction } from '../core/game';
import { splitDefinition } from '../core/definitions';
import { isTopScore, locateWord, scoreOfWords } from '../core/scoring';
import { dailySeed, formatCountdown, msUntilNextBoard } from '../core/seed';
import type { ScoreWithUser, WordWeaverResult } from '../shared/word-weaver.schemas';
import { manifest } from '../manifest';
import { AdminSeedPanel } from './admin-seed-panel';
import { HighScores } from './high-scores';
import { readPendingGame, writePendingGame } from './pending-game';
import { useWordWeaverGame } from './use-word-weaver-game';
import { WordWeaverBoard, type HighlightedLine } from './word-weaver-board';
import {
  fetchHighScores,
  requestBoardScore,
  saveFinishedGame,
  type FinishedGame,
} from './word-weaver.api';
import { playFanfare, playWordSound } from './word-weaver-sounds';
import './word-weaver.css';

/** How long each word stays highlighted (spec §9: highlight pause 1 s). */
const HIGHLIGHT_MS = 1000;

interface FoundWord extends HighlightedLine {
  readonly word: string;
  readonly definition: string;
}

type FinishPhase = 'none' | 'scoring' | 'score-error' | 'highlighting' | 'saving' | 'done';

type SaveOutcome =
  | { readonly kind: 'saved'; readonly row: ScoreWithUser }
  | { readonly kind: 'login-needed' }
  | { readonly kind: 'error'; readonly message: string };

interface Finish {
  readonly phase: FinishPhase;
  readonly words: readonly FoundWord[];
  /** How many words have been highlighted so far; the last of them is lit. */
  readonly revealed: number;
  readonly score: number | null;
  readonly save: SaveOutcome | null;
  readonly topScore: boolean;
  readonly error: string | null;
}

const NO_FINISH: Finish = {
  phase: 'none',
  words: [],
  revealed: 0,
  score: null,
  save: null,
  topScore: false,
  error: null,
};

const scoresKey = (seed: number) => ['word-weaver', 'scores', seed] as const;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** The words the server found, rows top to bottom then columns left to right, placed on the board. */
function foundWords(result: WordWeaverResult, board: Board): FoundWord[] {
  const words: FoundWord[] = [];
  result.longest_words_in_rows.forEach((word, index) => {
    const start = locateWord(board[index] ?? [], word);
    if (word === '' || start === -1) return;
    const definition = result.row_definitions[index] ?? '';
    words.push({ kind: 'row', index, start, length: word.length, word, definition });
  });
  result.longest_words_in_cols.forEach((word, index) => {
    const start = locateWord(
      board.map((cells) => cells[index] ?? ''),
      word,
    );
    if (word === '' || start === -1) return;
    const definition = result.col_definitions[index] ?? '';
    words.push({ kind: 'column', index, start, length: word.length, word, definition });
  });
  return words;
}

/** A definition as the server sends it, "noun: …", with its word class set apart. */
function WordDefinition({ definition }: { definition: string }) {
  if (definition === '') {
    return <span className="ww-word__definition">No definition found.</span>;
  }
  const { wordClass, meaning } = splitDefinition(definition);
  return (
    <span className="ww-word__definition">
      {wordClass ? <em className="ww-word__class">{wordClass}</em> : null}
      {wordClass ? ' ' : null}
      {meaning}
    </span>
  );
}

/** Re-renders every second with the current time, for the countdown and the daily seed. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export default function WordWeaverPage() {
  const session = useSession();
  const isAdmin = session?.role === 'Admin';
  const loggedIn = session !== null;
  const now = useNow();
  const todaySeed = dailySeed(now);
  const [seedOverride, setSeedOverride] = useState<number | null>(null);
  const activeSeed = isAdmin && seedOverride !== null ? seedOverride : todaySeed;

  const { state: game, dispatch, newGame } = useWordWeaverGame(activeSeed);
  const [finish, setFinish] = useState<Finish>(NO_FINISH);
  const finishRun = useRef(0);
  const boardRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();

  // The list follows the game on the board (a game started before midnight keeps its board's list).
  const listSeed = game.status === 'idle' ? activeSeed : game.seed;
  const highScores = useQuery({
    queryKey: scoresKey(listSeed),
    queryFn: () => fetchHighScores(listSeed),
  });

  const loggedInRef = useRef(loggedIn);
  useEffect(() => {
    loggedInRef.current = loggedIn;
  }, [loggedIn]);

  /** After a game: score the board, light each word for a second, save, reload the high scores. */
  const finishGame = useCallback(
    async (finished: Omit<FinishedGame, 'score'>) => {
      finishRun.current += 1;
      const run = finishRun.current;
      const current = () => finishRun.current === run;
      const update = (change: Partial<Finish>) => {
        if (current()) setFinish((previous) => ({ ...previous, ...change }));
      };

      // The page shows 'scoring' from the moment the game is over until this answers.
      let result: WordWeaverResult;
      try {
        result = await requestBoardScore(finished.board);
      } catch (error) {
        console.error('WordWeaver: scoring failed', error);
        update({ phase: 'score-error', error: errorText(error) });
        return;
      }
      const words = foundWords(result, finished.board);
      const score = scoreOfWords([
        ...result.longest_words_in_rows,
        ...result.longest_words_in_cols,
      ]);
      update({ phase: 'highlighting', words, score, revealed: 0 });
      for (let index = 0; index < words.length; index += 1) {
        if (!current()) return;
        update({ revealed: index + 1 });
        void playWordSound();
        await sleep(HIGHLIGHT_MS);
      }
      if (!current()) return;

      update({ phase: 'saving' });
      const completed: FinishedGame = { ...finished, score };
      let save: SaveOutcome;
      if (loggedInRef.current) {
        try {
          save = { kind: 'saved', row: await saveFinishedGame(completed) };
        } catch (error) {
          console.error('WordWeaver: saving the score failed', error);
          save = { kind: 'error', message: errorText(error) };
        }
      } else {
        writePendingGame(completed);
        save = { kind: 'login-needed' };
      }

      let topScore = false;
      try {
        const scores = await queryClient.fetchQuery({
          queryKey: scoresKey(finished.seed),
          queryFn: () => fetchHighScores(finished.seed),
          staleTime: 0,
        });
        if (save.kind !== 'error') {
          const ownId = save.kind === 'saved' ? save.row.ID : null;
          const others = scores.filter((row) => row.ID !== ownId).map((row) => row.score);
          topScore = isTopScore(score, others);
        }
      } catch (error) {
        console.error('WordWeaver: reloading high scores failed', error);
      }
      update({ phase: 'done', save, topScore });
      if (topScore && current()) playFanfare();
    },
    [queryClient],
  );

  const gameOver = game.status === 'over';
  useEffect(() => {
    if (!gameOver) return undefined;
    void finishGame({ seed: game.seed, board: game.board, columns: game.columns });
    return () => {
      finishRun.current += 1;
    };
    // Runs once per finished game: the board and columns are final once the game is over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameOver, finishGame]);

  const start = () => {
    newGame(activeSeed);
    dispatch({ type: 'start' });
    setFinish(NO_FINISH);
    // Focus (for the keys) without scrolling: on a phone the status and board are already in view.
    boardRef.current?.focus({ preventScroll: true });
  };
  const act = (action: GameAction) => dispatch(action);

  const changeSeed = (seed: number | null) => {
    setSeedOverride(seed);
    finishRun.current += 1;
    setFinish(NO_FINISH);
    newGame(seed ?? todaySeed);
  };

  const playing = game.status === 'playing';
  const shown: Finish =
    gameOver && finish.phase === 'none' ? { ...finish, phase: 'scoring' } : finish;
  const upcoming = nextLetter(game);
  const lettersLeft = LETTERS_PER_GAME - game.columns.length - (game.falling ? 1 : 0);
  const lit =
    shown.phase === 'highlighting' && shown.revealed > 0
      ? (shown.words[shown.revealed - 1] ?? null)
      : null;
  const shownWords =
    shown.phase === 'highlighting' ? shown.words.slice(0, shown.revealed) : shown.words;
  const runningScore =
    shown.phase === 'highlighting'
      ? scoreOfWords(shownWords.map((found) => found.word))
      : shown.score;
  const ownId = shown.save?.kind === 'saved' ? shown.save.row.ID : null;

  return (
    <section className="page ww">
      <PageHeader title={manifest.routes[0].title}>
        <LeadText lead={manifest.routes[0].lead} />
      </PageHeader>
      <p className="ww-daily">
        {activeSeed === todaySeed ? (
          <>Today&apos;s board: {todaySeed}</>
        ) : (
          <>Board {activeSeed} (chosen by an Admin)</>
        )}
        <span aria-hidden="true"> · </span>
        <span>Next board in {formatCountdown(msUntilNextBoard(now))}</span>
      </p>

      <div className="ww-layout">
        <section className="ww-panel ww-status" aria-label="Game">
          <dl className="ww-stats">
            <div>
              <dt>Next letter</dt>
              <dd className="ww-preview" data-testid="next-letter">
                {upcoming ?? '–'}
              </dd>
            </div>
            <div>
              <dt>Letters left</dt>
              <dd>{playing ? lettersLeft : game.status === 'idle' ? LETTERS_PER_GAME : 0}</dd>
            </div>
            <div>
              <dt>Score</dt>
              <dd data-testid="word-weaver-score">{runningScore ?? '–'}</dd>
            </div>
          </dl>
          <div className="ww-controls">
            {playing ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => act({ type: 'stop' })}
              >
                Stop
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                onClick={start}
                disabled={
                  shown.phase === 'scoring' ||
                  shown.phase === 'highlighting' ||
                  shown.phase === 'saving'
                }
              >
                {game.status === 'idle' ? 'Start' : 'Play again'}
              </button>
            )}
            <SoundToggle />
          </div>
        </section>
        <div className="ww-play">
          <WordWeaverBoard game={game} highlight={lit} onAction={act} boardRef={boardRef} />
          <div className="ww-pad" role="group" aria-label="Move the letter">
            <button
              type="button"
              className="button button--quiet"
              aria-label="Move left"
              disabled={!playing}
              onClick={() => act({ type: 'move', direction: 'left' })}
            >
              ←
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-label="Move down"
              disabled={!playing}
              onClick={() => act({ type: 'down' })}
            >
              ↓
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-label="Move right"
              disabled={!playing}
              onClick={() => act({ type: 'move', direction: 'right' })}
            >
              →
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={!playing}
              onClick={() => act({ type: 'drop' })}
            >
              Drop
            </button>
          </div>
          <p className="ww-help ww-muted">
            Keys: ← and → move, ↓ moves down a row, Space drops. On a phone, swipe or use the
            buttons.
          </p>
        </div>

        <div className="ww-side">
          <FinishPanel finish={shown} shownWords={shownWords} lit={lit} onRetry={start} />
          {shown.phase === 'none' || shown.phase === 'done' ? (
            <PendingGameOffer
              loggedIn={loggedIn}
              onSaved={(seed) => queryClient.invalidateQueries({ queryKey: scoresKey(seed) })}
            />
          ) : null}
          <HighScores
            seed={listSeed}
            scores={highScores.data}
            loading={highScores.isPending}
            failed={highScores.isError}
            ownId={ownId}
          />
        </div>
      </div>

      {isAdmin ? (
        <AdminSeedPanel seed={activeSeed} dailySeed={todaySeed} onSeedChange={changeSeed} />
      ) : null}
    </section>
  );
}

interface FinishPanelProps {
  readonly finish: Finish;
  readonly shownWords: readonly FoundWord[];
  readonly lit: FoundWord | null;
  readonly onRetry: () => void;
}

function lineName(found: FoundWord): string {
  return `${found.kind === 'row' ? 'Row' : 'Column'} ${found.index + 1}`;
}

/** What happens after a game: scoring, the words one by one with definitions, the save, TOP SCORE. */
function FinishPanel({ finish, shownWords, lit, onRetry }: FinishPanelProps) {
  if (finish.phase === 'none') return null;
  return (
    <section className="ww-panel" aria-labelledby="ww-words-title" aria-live="polite">
      <h2 id="ww-words-title" className="ww-panel__title">
        Your words
      </h2>
      {finish.phase === 'scoring' ? <p className="ww-muted">Scoring your board…</p> : null}
      {finish.phase === 'score-error' ? (
        <div className="ww-error-box">
          <p className="ww-error">The board could not be scored: {finish.error}</p>
          <button type="button" className="button button--quiet" onClick={onRetry}>
            Play again
          </button>
        </div>
      ) : null}
      {finish.phase !== 'scoring' && finish.phase !== 'score-error' && finish.words.length === 0 ? (
        <p className="ww-muted">No words this time.</p>
      ) : null}
      {shownWords.length > 0 ? (
        <ul className="ww-words">
          {shownWords.map((found) => (
            <li
              key={`${found.kind}-${found.index}`}
              className={found === lit ? 'ww-word ww-word--lit' : 'ww-word'}
              data-testid="word-weaver-word"
            >
              <span className="ww-word__line">{lineName(found)}</span>
              <span className="ww-word__text">{found.word.toUpperCase()}</span>
              <span className="ww-word__points">+{found.word.length}</span>
              <WordDefinition definition={found.definition} />
            </li>
          ))}
        </ul>
      ) : null}
      {finish.phase === 'saving' ? <p className="ww-muted">Saving your score…</p> : null}
      {finish.phase === 'done' ? (
        <>
          {finish.topScore ? (
            <p className="ww-top-score" role="status">
              TOP SCORE
            </p>
          ) : null}
          <p className="ww-final">
            Final score: <strong>{finish.score}</strong>
          </p>
          {finish.save?.kind === 'saved' ? (
            <p className="ww-success">Your score is saved.</p>
          ) : null}
          {finish.save?.kind === 'login-needed' ? (
            <p className="ww-note">
              Log in to save your score. This game is kept in your browser until you do.
            </p>
          ) : null}
          {finish.save?.kind === 'error' ? (
            <p className="ww-error">Your score could not be saved: {finish.save.message}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

interface PendingGameOfferProps {
  readonly loggedIn: boolean;
  readonly onSaved: (seed: number) => Promise<void>;
}

/** Offers a player who just logged in to save the game they finished before logging in. */
function PendingGameOffer({ loggedIn, onSaved }: PendingGameOfferProps) {
  const [pending, setPending] = useState<FinishedGame | null>(() => readPendingGame());
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [message, setMessage] = useState<string | null>(null);

  // Another finish may have stored a new game since this rendered: read it when login changes.
  const [seenLogin, setSeenLogin] = useState(loggedIn);
  if (seenLogin !== loggedIn) {
    setSeenLogin(loggedIn);
    setPending(readPendingGame());
  }

  if (status === 'saved') return <p className="ww-panel ww-success">{message}</p>;
  if (status === 'error' && !pending) return <p className="ww-panel ww-error">{message}</p>;
  if (!pending || !loggedIn) return null;

  const save = async () => {
    setStatus('saving');
    try {
      const row = await saveFinishedGame(pending);
      writePendingGame(null);
      setStatus('saved');
      setMessage(`Saved your earlier game: ${row.score} points on board ${row.seed}.`);
      await onSaved(row.seed);
    } catch (error) {
      console.error('WordWeaver: saving the kept game failed', error);
      const keep =
        error instanceof ApiError &&
        (error.status === 0 || error.status === 429 || error.status >= 500);
      if (!keep) {
        writePendingGame(null);
        setPending(null);
      }
      setStatus('error');
      setMessage(`Your earlier game could not be saved: ${errorText(error)}`);
    }
  };

  return (
    <section className="ww-panel ww-pending" aria-label="Your earlier game">
      <p>
        You finished a game before logging in: {pending.score} points on board {pending.seed}.
      </p>
      <div className="ww-controls">
        <button
          type="button"
          className="button button--primary"
          disabled={status === 'saving'}
          onClick={() => void save()}
        >
          Save that game
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            writePendingGame(null);
            setPending(null);
          }}
        >
          Discard it
        </button>
      </div>
      {status === 'error' && message ? <p className="ww-error">{message}</p> : null}
    </section>
  );
}
