import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type * as MantineHooks from '@mantine/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart, niceTicks } from './bar-chart';

// jsdom lays nothing out: the chart's measured width is set here (0: not measured yet).
const box = vi.hoisted(() => ({ width: 0 }));
vi.mock('@mantine/hooks', async (original) => ({
  ...(await original<typeof MantineHooks>()),
  useElementSize: () => ({ ref: () => undefined, width: box.width, height: 0 }),
}));
afterEach(() => {
  box.width = 0;
});

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

  it('keeps the newest label whole on a narrow screen, and the value axis in its own format', () => {
    box.width = 300;
    const months = Array.from({ length: 12 }, (_, index) => ({
      label: `M${String(index + 1).padStart(2, '0')} 26`,
      won: index * 1000,
    }));
    const svg = drawn({
      data: months,
      formatValue: (value) => `£${value.toFixed(2)}`,
      formatTick: (value) => `£${value / 1000}K`,
    }).querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('300');
    const labels = [...svg.querySelectorAll(':scope > text')];
    expect(labels.at(-1)?.textContent).toBe('M12 26');
    // The label is centred on x: half its width (7 px a character) must fit inside the chart.
    const x = Number(labels.at(-1)?.getAttribute('x'));
    expect(x + (6 * 7) / 2).toBeLessThanOrEqual(300);
    expect(labels.length).toBeLessThan(12);
    const ticks = [...svg.querySelectorAll('g > text')].map((text) => text.textContent);
    expect(ticks).toContain('£10K');
    expect(svg.querySelector('rect title')?.textContent).toBe('M02 26, Won: £1000.00');
  });

  it('shows a legend only when asked', () => {
    const legend = (container: HTMLElement) =>
      [...container.querySelectorAll('p')].map((label) => label.textContent);
    expect(legend(drawn())).toEqual([]);
    expect(legend(drawn({ withLegend: true }))).toEqual(['Won', 'Lost']);
  });
});
