import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Line, Polygon } from '@visx/shape';

export interface RadarAxis {
  /** Short label at the end of the axis (the SQL keyword). */
  readonly label: string;
  readonly value: number;
}

export interface RadarChartProps {
  readonly axes: readonly RadarAxis[];
  /** Index of the axis to highlight (the winning type). */
  readonly highlight: number;
  /** Accessible name of the chart; the numbers themselves are in the table beside it. */
  readonly title: string;
}

const WIDTH = 460;
const HEIGHT = 370;
const RADIUS = 128;
const LABEL_GAP = 14;
const RINGS = 4;

/** The point at `distance` from the centre along axis `index`; axis 0 points straight up. */
function pointOn(index: number, count: number, distance: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  return [Math.cos(angle) * distance, Math.sin(angle) * distance];
}

/** Labels sit beyond the axis end, anchored away from the centre so they never cover the web. */
function labelPlacement(index: number, count: number) {
  const [x, y] = pointOn(index, count, RADIUS + LABEL_GAP);
  const horizontal = x / (RADIUS + LABEL_GAP);
  const vertical = y / (RADIUS + LABEL_GAP);
  const anchor = horizontal > 0.2 ? 'start' : horizontal < -0.2 ? 'end' : 'middle';
  const dy = vertical > 0.3 ? '0.85em' : vertical < -0.3 ? '-0.1em' : '0.35em';
  return { x, y, anchor, dy } as const;
}

/** A radar (spider) chart: one labelled axis per value, the values joined into one shape. */
export function RadarChart({ axes, highlight, title }: RadarChartProps) {
  const count = axes.length;
  const top = Math.max(1, ...axes.map((axis) => axis.value));
  const radius = scaleLinear<number>({ domain: [0, top], range: [0, RADIUS], nice: RINGS });
  const rings = radius.ticks(RINGS).filter((tick) => tick > 0);
  const outer = radius.domain()[1] ?? top;
  if (!rings.includes(outer)) rings.push(outer);
  const shape = axes.map((axis, index) => pointOn(index, count, radius(axis.value)));

  return (
    <svg
      className="sqlq-radar"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={title}
      data-testid="radar-chart"
    >
      <Group left={WIDTH / 2} top={HEIGHT / 2}>
        {rings.map((ring) => (
          <Polygon
            key={ring}
            className="sqlq-radar__ring"
            points={axes.map((_, index) => pointOn(index, count, radius(ring)))}
          />
        ))}
        {axes.map((axis, index) => {
          const [x, y] = pointOn(index, count, RADIUS);
          return (
            <Line
              key={axis.label}
              className="sqlq-radar__axis"
              from={{ x: 0, y: 0 }}
              to={{ x, y }}
            />
          );
        })}
        <Polygon className="sqlq-radar__area" points={shape} />
        {shape.map(([x, y], index) => (
          <circle
            key={axes[index]?.label}
            className={`sqlq-radar__dot${index === highlight ? ' sqlq-radar__dot--top' : ''}`}
            cx={x}
            cy={y}
            r={index === highlight ? 5.5 : 3.5}
          />
        ))}
        {axes.map((axis, index) => {
          const place = labelPlacement(index, count);
          return (
            <text
              key={axis.label}
              className={`sqlq-radar__label${index === highlight ? ' sqlq-radar__label--top' : ''}`}
              x={place.x}
              y={place.y}
              dy={place.dy}
              textAnchor={place.anchor}
              data-testid="radar-axis-label"
            >
              {axis.label}
              <tspan className="sqlq-radar__value"> {axis.value}</tspan>
            </text>
          );
        })}
      </Group>
    </svg>
  );
}
