import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, niceTicks } from './bar-chart';

type Stage = 'won' | 'lost';
const SERIES = [
  { name: 'won' as Stage, label: 'Won', color: 'teal.8' },
  { name: 'lost' as Stage, label: 'Lost', color: 'red.9' },
];

const drawn = (props: Partial<Parameters<typeof BarChart<Stage>>[0]> = {}) =>
  render(
    <MantineProvider>
      <BarChart
        data={[
          { label: 'Jan', won: 3, lost: 1 },
          { label: 'Feb', won: 0, lost: 0 },
          { label: 'Mar', won: 5 },
        ]}
        series={SERIES}
        height={200}
        {...props}
      />
    </MantineProvider>,
  ).container;

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten up to at least the highest value', () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(43)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
  });
});

describe('BarChart', () => {
  it('draws a bar for every value above zero, named by month, series and value', () => {
    const titles = [...drawn().querySelectorAll('rect title')].map((title) => title.textContent);
    expect(titles).toEqual(['Jan, Won: 3', 'Jan, Lost: 1', 'Mar, Won: 5']);
  });

  it('stacks the series of a month on top of each other', () => {
    const bars = [...drawn({ stacked: true }).querySelectorAll('rect')];
    const [won, lost] = bars.map((bar) => ({
      y: Number(bar.getAttribute('y')),
      x: Number(bar.getAttribute('x')),
      height: Number(bar.getAttribute('height')),
    }));
    expect(lost!.x).toBe(won!.x);
    expect(lost!.y + lost!.height).toBeCloseTo(won!.y);
  });

  it('labels every category when there is room and always the newest one', () => {
    const labels = [...drawn().querySelectorAll('svg > text')].map((text) => text.textContent);
    expect(labels).toEqual(['Jan', 'Feb', 'Mar']);
  });

  it('shows a legend only when asked', () => {
    const legend = (container: HTMLElement) =>
      [...container.querySelectorAll('p')].map((label) => label.textContent);
    expect(legend(drawn())).toEqual([]);
    expect(legend(drawn({ withLegend: true }))).toEqual(['Won', 'Lost']);
  });
});
