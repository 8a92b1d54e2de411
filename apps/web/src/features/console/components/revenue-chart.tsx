import type { Currency } from '@nethub/contract';
import { Box } from '@mantine/core';
import { BarChart } from '@/components/bar-chart';
import { CURRENCY_COLORS, type RevenueMonth } from './revenue-data';

export const REVENUE_CHART_HEIGHT = 280;

type RevenueChartProps = {
  months: RevenueMonth[];
  currencies: Currency[];
  /** The chart in words, for screen readers; the table beside it carries every figure. */
  summary: string;
  formatMoney: (amount: number, currency: Currency) => string;
};

/** "£1.2K" on the axis, where the full amount would crowd a phone's chart. */
const axisAmount = (currency: Currency | undefined) => {
  const format = new Intl.NumberFormat('en-GB', {
    notation: 'compact',
    maximumFractionDigits: 1,
    ...(currency && { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }),
  });
  return (value: number) => format.format(value);
};

/**
 * Paid revenue per month, a bar per currency side by side: the app's own SVG chart (it replaced
 * recharts). A picture named by its summary; the table beside it lists every figure.
 */
export function RevenueChart({ months, currencies, summary, formatMoney }: RevenueChartProps) {
  // One currency: amounts in it; several: bare numbers, each bar named by its currency.
  const only = currencies.length === 1 ? currencies[0] : undefined;
  return (
    <Box role="img" aria-label={summary}>
      <BarChart
        data={months.map((month) => ({ ...month, label: month.month }))}
        series={currencies.map((currency) => ({
          name: currency,
          label: currency,
          color: CURRENCY_COLORS[currency],
        }))}
        height={REVENUE_CHART_HEIGHT}
        withLegend={currencies.length > 1}
        maxBarWidth={32}
        formatTick={axisAmount(only)}
        formatValue={(value) => (only ? formatMoney(value, only) : String(value))}
      />
    </Box>
  );
}
