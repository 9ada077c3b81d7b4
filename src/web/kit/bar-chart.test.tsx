import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

const WEEK = [
  { label: 'Mon', value: 2 },
  { label: 'Tue', value: 0 },
  { label: 'Wed', value: 3 },
];

function textsOf(container: Element, selector: string): string[] {
  return Array.from(container.querySelectorAll(selector), (node) => node.textContent ?? '');
}

describe('BarChart', () => {
  it('is one image named by its description, under its caption', () => {
    render(
      <BarChart
        caption="Meals per day"
        description="Meals per day. Mon: 2"
        bars={WEEK}
        height={200}
      />,
    );
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Meals per day');
    expect(figure).toContainElement(screen.getByRole('img', { name: 'Meals per day. Mon: 2' }));
  });

  it('draws a bar for each value and labels the ones above zero', () => {
    const { container } = render(<BarChart description="Week" bars={WEEK} height={200} />);
    expect(container.querySelectorAll('.bar-chart__bar')).toHaveLength(3);
    expect(textsOf(container, '.bar-chart__value')).toEqual(['2', '3']);
    expect(textsOf(container, '.bar-chart__tick text')).toEqual(
      expect.arrayContaining(['Mon', 'Tue', 'Wed']),
    );
  });

  it('labels zeros when asked, and leaves empty slots without a bar', () => {
    const { container } = render(
      <BarChart
        description="Scores"
        bars={[
          { label: '1', value: 0 },
          { label: '2', value: 7 },
          { label: '3', value: null },
        ]}
        width={360}
        height={170}
        labelZeros
      />,
    );
    expect(container.querySelectorAll('.bar-chart__bar')).toHaveLength(2);
    expect(textsOf(container, '.bar-chart__value')).toEqual(['0', '7']);
    expect(textsOf(container, '.bar-chart__tick text')).toEqual(
      expect.arrayContaining(['1', '2', '3']),
    );
  });

  it('scales to a fixed top value with whole-number ticks and grid lines', () => {
    const { container } = render(
      <BarChart
        description="Scores"
        bars={[{ label: '1', value: 3 }]}
        width={360}
        height={170}
        maxValue={20}
        gridLines
      />,
    );
    const svg = screen.getByRole('img', { name: 'Scores' });
    expect(svg).toHaveAttribute('viewBox', '0 0 360 170');
    const ticks = textsOf(container, '.bar-chart__tick text');
    expect(ticks).toEqual(expect.arrayContaining(['0', '20']));
    expect(ticks.filter((tick) => /^\d+$/.test(tick)).every((tick) => Number(tick) <= 20)).toBe(
      true,
    );
    expect(container.querySelectorAll('.bar-chart__grid').length).toBeGreaterThan(1);
  });

  it('labels every n-th bar on a narrow chart', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      label: String(hour).padStart(2, '0'),
      value: hour % 5,
    }));
    const { container } = render(
      <BarChart description="Hours" bars={hours} width={320} height={200} narrowLabelEvery={3} />,
    );
    const labels = textsOf(container, '.visx-axis-bottom .bar-chart__tick text');
    expect(labels).toEqual(['00', '03', '06', '09', '12', '15', '18', '21']);
  });

  it('cuts a label short where it would reach its neighbours, and keeps bars of the same label apart', () => {
    const names = ['grandmother-ingrid', 'frida', 'grandmother-karin', 'olle', 'frida'];
    const { container } = render(
      <BarChart
        description="Meals"
        bars={names.map((label, index) => ({ label, value: index + 1 }))}
        width={320}
        height={200}
      />,
    );
    // Five slots in 282 px: about 56 px each, room for seven characters of 12 px text.
    expect(textsOf(container, '.visx-axis-bottom .bar-chart__tick text')).toEqual([
      'grandm…',
      'frida',
      'grandm…',
      'olle',
      'frida',
    ]);
    const xs = Array.from(container.querySelectorAll('.bar-chart__bar'), (bar) =>
      Number(bar.getAttribute('x')),
    );
    expect(new Set(xs).size).toBe(5);
    expect(textsOf(container, '.bar-chart__value')).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps a label whole where it fits', () => {
    const { container } = render(
      <BarChart
        description="Meals"
        bars={[
          { label: 'grandmother-ingrid', value: 2 },
          { label: 'olle', value: 1 },
        ]}
        width={560}
        height={200}
      />,
    );
    expect(textsOf(container, '.visx-axis-bottom .bar-chart__tick text')).toEqual([
      'grandmother-ingrid',
      'olle',
    ]);
  });
});
