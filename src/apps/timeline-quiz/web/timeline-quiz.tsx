import { useEffect, useState } from 'react';
import { preloadAssets } from '#kit/asset-sound';
import { SoundToggle } from '#kit/sound-toggle';
import { useMediaQuery } from '#kit/use-media-query';
import type { TimelineDeck } from '../core/timeline-decks';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import { CompletionCard } from './completion-card';
import { FamilyBestPanel } from './family-best-panel';
import { FeedbackBanner } from './feedback-banner';
import { GameHeader } from './game-header';
import { ItemDetailsModal } from './item-details-modal';
import { ModeSelector } from './mode-selector';
import { ProgressPanel } from './progress-panel';
import { TimelineBoard } from './timeline-board';
import { useTimelineGame } from './use-timeline-game';
import { YearGuessBoard } from './year-guess-board';
import '#kit/panel.css';
import '#kit/form.css';
import './timeline-quiz.css';

/** Phones and other coarse pointers get tap-to-place buttons between the timeline's cards. */
const TAP_TO_PLACE_QUERY = '(max-width: 768px), (pointer: coarse)';

export interface TimelineQuizProps {
  readonly deck: TimelineDeck;
  readonly items: readonly TimelineItem[];
}

/** One timeline quiz page; the three decks differ only in `deck` and `items`. */
export function TimelineQuiz({ deck, items }: TimelineQuizProps) {
  const [scoresKept, setScoresKept] = useState(0);
  const game = useTimelineGame(deck, items, {
    onScoreKept: () => setScoresKept((count) => count + 1),
  });
  const { state } = game;
  const [details, setDetails] = useState<TimelineItem | null>(null);
  const tapToPlace = useMediaQuery(TAP_TO_PLACE_QUERY);
  const best = state.records.highScores[state.mode];

  useEffect(() => {
    preloadAssets(['quiz_success_sound', 'quiz_fail_sound']);
  }, []);

  return (
    <section className="page tq" aria-labelledby="tq-title">
      <header className="tq-title-bar">
        <h1 id="tq-title">{deck.title}</h1>
        <SoundToggle className="tq-sound" />
      </header>

      {items.length === 0 ? (
        <div className="notice notice--blocked">
          <p>This quiz has no cards yet.</p>
          <p>Please come back soon.</p>
        </div>
      ) : state.phase === 'selector' ? (
        <>
          <ModeSelector
            deck={deck}
            savedGame={game.savedGame}
            onStart={game.start}
            onContinue={game.continueSavedGame}
          />
          {state.records.history.length > 0 ? (
            <ProgressPanel history={state.records.history} />
          ) : null}
          <FamilyBestPanel deck={deck} scoresKept={scoresKept} />
        </>
      ) : state.phase === 'complete' && state.completed ? (
        <CompletionCard
          deck={deck}
          completed={state.completed}
          itemCount={state.gameItems.length}
          best={best}
          onPlayAgain={game.backToSelector}
        />
      ) : (
        <div className="tq-game">
          <GameHeader
            mode={state.mode}
            score={state.score}
            answered={state.total}
            itemCount={state.gameItems.length}
            best={best}
            onNewGame={game.backToSelector}
            onQuit={game.quit}
          />
          <FeedbackBanner feedback={state.feedback} />
          {state.mode === 'timeline' ? (
            <TimelineBoard
              deck={deck}
              current={state.current}
              placed={state.placed}
              tapToPlace={tapToPlace}
              onPlace={game.placeAt}
              onDetails={setDetails}
            />
          ) : (
            <YearGuessBoard
              deck={deck}
              game={state}
              onYear={game.setYear}
              onGuess={game.guess}
              onDetails={setDetails}
            />
          )}
        </div>
      )}

      {details ? (
        <ItemDetailsModal deck={deck} item={details} onClose={() => setDetails(null)} />
      ) : null}
    </section>
  );
}
