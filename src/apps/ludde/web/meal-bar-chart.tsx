import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';

export interface ChartBar {
  /** The short label under the bar ('Mon', '07'). */
  readonly label: string;
  /** The longer name read by screen readers ('Monday 16 November', '07:00–07:59'). */
  readonly name: string;
  readonly value: number;
}

interface MealBarChartProps {
  readonly title: string;
  readonly bars: readonly ChartBar[];
  /** Show every n-th label on narrow screens so labels never overlap. */
  readonly narrowLabelEvery?: number;
}

const HEIGHT = 200;
const MARGIN = { top: 18, right: 8, bottom: 28, left: 30 } as const;
const FALLBACK_WIDTH = 560;
const NARROW_WIDTH = 480;

/** The element's content width, following resizes (a fixed guess where ResizeObserver is missing). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A small bar chart of meal counts with whole-number axis ticks. */
export function MealBarChart({ title, bars, narrowLabelEvery = 1 }: MealBarChartProps) {
  const [containerRef, width] = useWidth<HTMLDivElement>();
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const maxValue = Math.max(1, ...bars.map((bar) => bar.value));
  const labelEvery = width < NARROW_WIDTH ? narrowLabelEvery : 1;

  const x = scaleBand<string>({
    domain: bars.map((bar) => bar.label),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear<number>({ domain: [0, maxValue], range: [innerHeight, 0], nice: true });
  const summary = bars.map((bar) => `${bar.name}: ${bar.value}`).join(', ');

  return (
    <figure className="meal-chart">
      <figcaption className="meal-chart__title">{title}</figcaption>
      <div ref={containerRef} className="meal-chart__canvas">
        <svg width={width} height={HEIGHT} role="img" aria-label={`${title}. ${summary}`}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {bars.map((bar) => {
              const barX = x(bar.label) ?? 0;
              const barY = y(bar.value);
              const barWidth = x.bandwidth();
              return (
                <Group key={bar.label}>
                  <Bar
                    className="meal-chart__bar"
                    x={barX}
                    y={barY}
                    width={barWidth}
                    height={innerHeight - barY}
                    rx={Math.min(4, barWidth / 4)}
                  />
                  {bar.value > 0 && barWidth >= 12 ? (
                    <text
                      className="meal-chart__value"
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
              numTicks={Math.min(maxValue, 4)}
              tickFormat={(value) => (Number.isInteger(Number(value)) ? String(value) : '')}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'end', dx: -2 }}
              axisLineClassName="meal-chart__axis"
              tickClassName="meal-chart__tick"
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={bars
                .filter((_, index) => index % labelEvery === 0)
                .map((bar) => bar.label)}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
              axisLineClassName="meal-chart__axis"
              tickClassName="meal-chart__tick"
            />
          </Group>
        </svg>
      </div>
    </figure>
  );
}
