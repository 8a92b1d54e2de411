import { Box, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/**
 * Bars per category, one per series side by side or stacked, drawn as SVG. It replaced
 * recharts (~118 kB gzip for the app's two bar charts: ADR 018). A picture only: the
 * caller names it (role="img" and a summary) and lists every figure in a table beside it.
 */

export type BarSeries<K extends string> = {
  name: K;
  label: string;
  /** A Mantine colour such as 'blue.7': it follows the colour scheme through its variable. */
  color: string;
};

type BarChartProps<K extends string> = {
  data: Array<{ label: string } & Partial<Record<K, number>>>;
  series: BarSeries<K>[];
  stacked?: boolean;
  height: number;
  maxBarWidth?: number;
  withLegend?: boolean;
  /** A bar's value in its title. */
  formatValue?: (value: number) => string;
  /** The value axis's steps; formatValue when left out. */
  formatTick?: (value: number) => string;
};

/** About how wide a character of the 12 px axis text is. */
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 24;
const TOP_PADDING = 8;
/** What a chart measures before its box has a width (jsdom, the very first render). */
const FALLBACK_WIDTH = 640;

export const mantineColor = (color: string) => {
  const [name, shade] = color.split('.');
  return shade === undefined
    ? `var(--mantine-color-${name})`
    : `var(--mantine-color-${name}-${shade})`;
};

/** Round steps (1, 2 or 5 times a power of ten) from 0 to at least `max`, about five of them. */
export function niceTicks(max: number, count = 5): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const whole = Math.max(1, step);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + whole; tick += whole) ticks.push(tick);
  return ticks;
}

type Bar = {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  title: string;
};

type Plot = { left: number; width: number; height: number };

function layoutBars<K extends string>(
  { data, series, stacked = false, maxBarWidth = 40, formatValue = String }: BarChartProps<K>,
  plot: Plot,
  top: number,
): Bar[] {
  const slot = plot.width / Math.max(1, data.length);
  const groups = stacked ? 1 : series.length;
  const barWidth = Math.min(maxBarWidth, (slot * 0.7) / groups);
  const scale = (value: number) => (value / top) * plot.height;
  return data.flatMap((row, index) => {
    const left = plot.left + index * slot + (slot - barWidth * groups) / 2;
    let base = 0;
    return series.flatMap((item, position) => {
      const value = row[item.name] ?? 0;
      if (value <= 0) return [];
      const height = scale(value);
      const bottom = stacked ? base : 0;
      base += height;
      return [
        {
          key: `${row.label}-${item.name}`,
          x: left + (stacked ? 0 : position * barWidth),
          y: TOP_PADDING + plot.height - bottom - height,
          width: Math.max(1, barWidth - (stacked ? 0 : 2)),
          height,
          color: mantineColor(item.color),
          title: `${row.label}, ${item.label}: ${formatValue(value)}`,
        },
      ];
    });
  });
}

function highest<K extends string>({ data, series, stacked }: BarChartProps<K>) {
  const values = data.map((row) =>
    stacked
      ? series.reduce((sum, item) => sum + (row[item.name] ?? 0), 0)
      : Math.max(0, ...series.map((item) => row[item.name] ?? 0)),
  );
  return Math.max(0, ...values);
}

export function BarChart<K extends string>(props: BarChartProps<K>) {
  const { data, series, height, withLegend = false, formatValue = String } = props;
  const formatTick = props.formatTick ?? formatValue;
  const { ref, width: measured } = useElementSize();
  const width = measured || FALLBACK_WIDTH;
  const ticks = niceTicks(highest(props));
  const top = ticks[ticks.length - 1] ?? 1;
  const axisWidth = Math.max(...ticks.map((tick) => formatTick(tick).length)) * CHAR_WIDTH + 12;
  const plot = {
    left: axisWidth,
    width: width - axisWidth,
    height: height - LABEL_HEIGHT - TOP_PADDING,
  };
  const slot = plot.width / Math.max(1, data.length);
  const yOf = (value: number) => TOP_PADDING + plot.height - (value / top) * plot.height;
  // On a narrow screen every second (or third) label, counted from the newest, which always shows.
  const labelWidth = Math.max(...data.map((row) => row.label.length)) * CHAR_WIDTH + 6;
  const labelEvery = Math.max(1, Math.ceil(labelWidth / slot));
  const labelled = data.filter((_, index) => (data.length - 1 - index) % labelEvery === 0);
  // A label centred under its bar may be wider than the slot: the newest, at the right edge,
  // shifts left so that it is never cut off.
  const labelX = (label: string, index: number) =>
    Math.min(axisWidth + index * slot + slot / 2, width - (label.length * CHAR_WIDTH) / 2);

  return (
    <Box ref={ref} w="100%">
      <svg width={width} height={height} aria-hidden focusable="false" style={{ display: 'block' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={axisWidth}
              x2={width}
              y1={yOf(tick)}
              y2={yOf(tick)}
              stroke="var(--mantine-color-default-border)"
              strokeDasharray={tick === 0 ? undefined : '4 4'}
            />
            <text
              x={axisWidth - 8}
              y={yOf(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
              fill="var(--mantine-color-dimmed)"
            >
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {layoutBars(props, plot, top).map((bar) => (
          <rect
            key={bar.key}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            fill={bar.color}
            stroke="var(--mantine-color-body)"
            strokeWidth={1}
          >
            <title>{bar.title}</title>
          </rect>
        ))}
        {labelled.map((row) => (
          <text
            key={row.label}
            x={labelX(row.label, data.indexOf(row))}
            y={height - LABEL_HEIGHT / 2}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={12}
            fill="var(--mantine-color-dimmed)"
          >
            {row.label}
          </text>
        ))}
      </svg>
      {withLegend && (
        <Group justify="center" gap="md" mt="xs" aria-hidden>
          {series.map((item) => (
            <Group key={item.name} gap={6} wrap="nowrap">
              <Box
                w={12}
                h={12}
                style={{ background: mantineColor(item.color), borderRadius: 2 }}
              />
              <Text size="sm">{item.label}</Text>
            </Group>
          ))}
        </Group>
      )}
    </Box>
  );
}
