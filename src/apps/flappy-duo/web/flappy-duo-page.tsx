import { SoundToggle } from '#kit/sound-toggle';
import { useDebugMode } from '#kit/debug-mode';
import { LeadText } from '#kit/lead-text';
import { PageHeader } from '#kit/page-header';
import { gameConfig } from '../core/flappy-config';
import { manifest } from '../manifest';
import { FamilyScoresPanel } from './family-scores-panel';
import { FlappyDuoStage } from './flappy-duo-stage';
import { statusText } from './flappy-duo-status';
import { HighScoresPanel } from './high-scores-panel';
import { PipesAndGhostPanel } from './pipes-and-ghost-panel';
import { StageOverlays } from './stage-overlays';
import { useFlappyDuoGame } from './use-flappy-duo-game';
import '#kit/panel.css';
import './flappy-duo.css';

export default function FlappyDuoPage() {
  const debug = useDebugMode();
  const game = useFlappyDuoGame();
  const { session, view, shownLayout } = game;
  const world = gameConfig(shownLayout);

  return (
    <section className="page fd">
      <PageHeader title={manifest.routes[0].title}>
        <LeadText lead={manifest.routes[0].lead} />
      </PageHeader>

      <div className={`fd-layout fd-layout--${shownLayout}`}>
        <div className="fd-play">
          <FlappyDuoStage
            session={session}
            aspect={world.width / world.height}
            phase={view.phase}
            debug={debug}
            describedBy="fd-status"
            stageRef={game.stageRef}
            onStartKey={game.start}
            onPauseKey={game.togglePause}
          >
            <StageOverlays
              view={view}
              newRank={game.newRank}
              onStart={game.start}
              onTogglePause={game.togglePause}
              onStopReplay={() => session.stopReplay()}
              onWatchReplay={() => session.watchReplay()}
            />
          </FlappyDuoStage>

          <div className="fd-controls">
            {view.phase === 'playing' || view.phase === 'countdown' ? (
              <button type="button" className="button button--quiet" onClick={game.togglePause}>
                Pause
              </button>
            ) : null}
            <SoundToggle />
          </div>
          <p id="fd-status" className="visually-hidden" role="status">
            {statusText(view)}
          </p>
        </div>

        <div className="fd-side">
          <HighScoresPanel scores={game.scores} newRank={game.newRank} />
          <FamilyScoresPanel layout={game.viewportLayout} status={game.familyScoreStatus} />
          <PipesAndGhostPanel
            seed={view.seed}
            racingGhost={view.racingGhost}
            fixedSeed={game.fixedSeed}
            bestRun={game.bestRun}
            raceGhost={game.raceGhost}
            canChoose={view.phase === 'idle' || view.phase === 'over'}
            onRaceGhostChange={game.setRaceGhost}
          />
        </div>
      </div>
    </section>
  );
}
