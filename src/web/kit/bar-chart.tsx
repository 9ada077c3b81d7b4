import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';
import './bar-chart.css';

export interface BarChartBar {
  /** The short label under the bar ('Mon', '07', '3'); cut short with '…' where it would not fit. */
  readonly label: string;
  /** The bar's height; null leaves its slot empty, labelled but without a bar. */
  readonly value: number | null;
}

interface BarChartProps {
  readonly bars: readonly BarChartBar[];
  /** The chart's accessible name: what it shows, with its values. */
  readonly description: string;
  readonly height: number;
  /**
   * Draws the chart at this width and lets it scale with its box, text and all. Without it the
   * chart fills its box's width at the given height.
   */
  readonly width?: number;
  /** A title above the chart. */
  readonly caption?: string;
  /** The top of the value scale; without it, the largest value (at least 1). */
  readonly maxValue?: number;
  /** Dashed lines across the chart at the value ticks. */
  readonly gridLines?: boolean;
  /** A zero gets its "0" too, where a zero is news rather than the usual case. */
  readonly labelZeros?: boolean;
  /** On a narrow chart, only every n-th bar is labelled, so the labels never overlap. */
  readonly narrowLabelEvery?: number;
  readonly className?: string;
}

const MARGIN = { top: 18, right: 8, bottom: 30, left: 30 } as const;
const FALLBACK_WIDTH = 560;
const NARROW_WIDTH = 480;
const TEXT_SIZE = 12;
/** Narrower bars have no room for their value above them. */
const VALUE_LABEL_MIN_BAR = 12;
const TICK_LABEL = { fill: 'currentColor', fontSize: TEXT_SIZE, fontFamily: 'inherit' } as const;
/** A generous average character width of the site's sans-serif text, in ems. */
const CHARACTER_EMS = 0.62;

/** The label as it fits in `room` pixels: whole, or cut short with an ellipsis (never below 3 characters). */
function fitLabel(label: string, room: number): string {
  const characters = Array.from(label);
  const fits = Math.max(3, Math.floor(room / (TEXT_SIZE * CHARACTER_EMS)));
  return characters.length <= fits ? label : `${characters.slice(0, fits - 1).join('')}…`;
}

/** The element's content width while `measure` is on, following resizes (a fixed guess without ResizeObserver). */
function useMeasuredWidth<T extends HTMLElement>(measure: boolean) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!measure || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  return [ref, width] as const;
}

/** The site's bar chart: whole-number value ticks, bars in the accent colour, values above them. */
export function BarChart({
  bars,
  description,
  height,
  width: fixedWidth,
  caption,
  maxValue,
  gridLines = false,
  labelZeros = false,
  narrowLabelEvery = 1,
  className,
}: BarChartProps) {
  const [canvasRef, measuredWidth] = useMeasuredWidth<HTMLDivElement>(fixedWidth === undefined);
  const width = fixedWidth ?? measuredWidth;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const top = maxValue ?? Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  const labelEvery = width < NARROW_WIDTH ? narrowLabelEvery : 1;

  // Bars are placed by position, so two bars may carry the same label.
  const keys = bars.map((_, index) => String(index));
  const x = scaleBand<string>({
    domain: keys,
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const ticks = Math.min(top, 4);
  const barWidth = x.bandwidth();
  const labelRoom = x.step() * labelEvery;

  const chart = (
    <div ref={canvasRef} className="bar-chart__canvas">
      <svg
        {...(fixedWidth === undefined
          ? { width, height }
          : { viewBox: `0 0 ${fixedWidth} ${height}` })}
        role="img"
        aria-label={description}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {gridLines
            ? y
                .ticks(ticks)
                .map((tick) => (
                  <line
                    key={tick}
                    className="bar-chart__grid"
                    x1={0}
                    x2={innerWidth}
                    y1={y(tick)}
                    y2={y(tick)}
                  />
                ))
            : null}
          {bars.map((bar, index) => {
            if (bar.value === null) return null;
            const key = String(index);
            const barX = x(key) ?? 0;
            const barY = y(bar.value);
            const labelled = (bar.value > 0 || labelZeros) && barWidth >= VALUE_LABEL_MIN_BAR;
            return (
              <Group key={key}>
                <Bar
                  className="bar-chart__bar"
                  x={barX}
                  y={barY}
                  width={barWidth}
                  height={Math.max(0, innerHeight - barY)}
                  rx={Math.min(4, barWidth / 4)}
                />
                {labelled ? (
                  <text
                    className="bar-chart__value"
                    x={barX + barWidth / 2}
                    y={barY - 4}
                    textAnchor="middle"
                  >
                    {bar.value}
                  </text>
                ) : null}
              </Group>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={ticks}
            tickFormat={(value) => (Number.isInteger(Number(value)) ? String(value) : '')}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -2 }}
            axisLineClassName="bar-chart__axis"
            tickClassName="bar-chart__tick"
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={keys.filter((_, index) => index % labelEvery === 0)}
            tickFormat={(key) => fitLabel(bars[Number(key)]?.label ?? '', labelRoom)}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
            axisLineClassName="bar-chart__axis"
            tickClassName="bar-chart__tick"
          />
        </Group>
      </svg>
    </div>
  );

  const classes = [
    'bar-chart',
    fixedWidth === undefined ? null : 'bar-chart--scaled',
    className ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  return caption ? (
    <figure className={classes}>
      <figcaption className="bar-chart__caption">{caption}</figcaption>
      {chart}
    </figure>
  ) : (
    <div className={classes}>{chart}</div>
  );
}
