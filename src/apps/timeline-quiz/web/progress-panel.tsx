import { useId, useState } from 'react';
import { AssetIcon } from '#kit/asset-icon';
import { BarChart } from '#kit/bar-chart';
import {
  formatBestScore,
  summariseProgress,
  type GameMode,
  type ImprovementTrend,
  CHART_GAMES,
  type ScoreEntry,
} from '../core/player-records';
import { ITEMS_PER_GAME } from '../core/timeline-decks';
import { MODE_NAMES } from './game-header';
import { ModeTabs, modePanelId, modeTabId } from './mode-tabs';

const TREND_TEXT: Readonly<Record<ImprovementTrend, string>> = {
  improving: '↗ Improving',
  declining: '↘ Declining',
  stable: '→ Stable',
  neutral: 'Play two games to see a trend',
};

/**
 * The last ten scores as bars, oldest first, on a fixed 0–max scale so games compare at a glance;
 * drawn at a fixed size that scales with its box.
 */
function ScoreChart({ scores }: { readonly scores: readonly number[] }) {
  const bars = Array.from({ length: CHART_GAMES }, (_, index) => ({
    label: String(index + 1),
    value: scores[index] ?? null,
  }));
  return (
    <BarChart
      bars={bars}
      description={`Last ${scores.length} ${scores.length === 1 ? 'score' : 'scores'}, oldest first: ${scores.join(', ')}`}
      width={360}
      height={170}
      maxValue={ITEMS_PER_GAME}
      gridLines
      labelZeros
    />
  );
}

/**
 * Spec §2.1 'Your Progress': a tab per mode with its game count, the last ten scores as bars, the
 * mode's numbers and the improvement trend (spec §4). Shown only when there is history.
 */
export function ProgressPanel({ history }: { readonly history: readonly ScoreEntry[] }) {
  const id = useId();
  const newestMode = history.at(-1)?.mode ?? 'timeline';
  const [tab, setTab] = useState<GameMode>(newestMode);
  const summary = summariseProgress(history, tab);

  return (
    <section className="panel tq-progress" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title tq-icon-title">
        <AssetIcon assetKey="progress_chart_icon" fallback="📊" size={28} />
        Your Progress
      </h2>
      <ModeTabs
        id={id}
        selected={tab}
        onSelect={setTab}
        label={(mode) => (
          <>
            {MODE_NAMES[mode]}{' '}
            <span className="tq-tab__count">
              ({history.filter((entry) => entry.mode === mode).length})
            </span>
          </>
        )}
      />
      <div
        id={modePanelId(id)}
        role="tabpanel"
        className="tq-progress__panel"
        aria-labelledby={modeTabId(id, tab)}
      >
        {summary.gamesPlayed === 0 ? (
          <p className="muted">No {MODE_NAMES[tab]} games yet.</p>
        ) : (
          <>
            <ScoreChart scores={summary.recent.map((entry) => entry.score)} />
            <dl className="tq-progress__stats">
              <div>
                <dt>Games Played</dt>
                <dd>{summary.gamesPlayed}</dd>
              </div>
              <div>
                <dt>Average Score</dt>
                <dd>{summary.averageScore}</dd>
              </div>
              <div>
                <dt>Best Score</dt>
                <dd>
                  {formatBestScore({ score: summary.bestScore, accuracy: summary.bestAccuracy })}
                </dd>
              </div>
              <div>
                <dt>Average Accuracy</dt>
                <dd>{summary.averageAccuracy}%</dd>
              </div>
              <div className="tq-progress__trend">
                <dt>Trend</dt>
                <dd>{TREND_TEXT[summary.trend]}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
