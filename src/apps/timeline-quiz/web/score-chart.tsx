import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { CHART_GAMES, type ScoreEntry } from '../core/player-records';

const WIDTH = 360;
const HEIGHT = 170;
const MARGIN = { top: 16, right: 8, bottom: 30, left: 30 };
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

const LABEL_PROPS = { fill: 'currentColor', fontSize: 12, fontFamily: 'inherit' } as const;

/**
 * The last ten scores as bars, oldest first, on a fixed 0–max scale so games compare at a glance.
 * Drawn without animation; the SVG scales to its box.
 */
export function ScoreChart({
  entries,
  maxScore,
}: {
  readonly entries: readonly ScoreEntry[];
  readonly maxScore: number;
}) {
  const slots = Array.from({ length: CHART_GAMES }, (_, index) => index + 1);
  const x = scaleBand<number>({ domain: slots, range: [0, INNER_WIDTH], padding: 0.28 });
  const y = scaleLinear<number>({ domain: [0, maxScore], range: [INNER_HEIGHT, 0], nice: true });
  const scores = entries.map((entry) => entry.score);
  return (
    <svg
      className="tq-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Last ${scores.length} ${scores.length === 1 ? 'score' : 'scores'}, oldest first: ${scores.join(', ')}`}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {y.ticks(4).map((tick) => (
          <line
            key={tick}
            className="tq-chart__grid"
            x1={0}
            x2={INNER_WIDTH}
            y1={y(tick)}
            y2={y(tick)}
          />
        ))}
        {entries.map((entry, index) => {
          const slot = index + 1;
          const barX = x(slot) ?? 0;
          const barY = y(entry.score);
          return (
            <Group key={`${entry.timestamp}-${index}`}>
              <Bar
                className="tq-chart__bar"
                x={barX}
                y={barY}
                width={x.bandwidth()}
                height={Math.max(0, INNER_HEIGHT - barY)}
                rx={3}
              />
              <text
                className="tq-chart__value"
                x={barX + x.bandwidth() / 2}
                y={barY - 4}
                textAnchor="middle"
              >
                {entry.score}
              </text>
            </Group>
          );
        })}
        <AxisLeft
          scale={y}
          numTicks={4}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...LABEL_PROPS, textAnchor: 'end', dx: -2, dy: 4 }}
        />
        <AxisBottom
          top={INNER_HEIGHT}
          scale={x}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...LABEL_PROPS, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
