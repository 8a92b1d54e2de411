import '@mantine/charts/styles.css';
import type { Currency } from '@nethub/contract';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { CURRENCY_COLORS, type RevenueMonth } from './revenue-data';

type RevenueChartProps = {
  months: RevenueMonth[];
  currencies: Currency[];
  /** The chart in words, for screen readers; the table beside it carries every figure. */
  summary: string;
  formatMoney: (amount: number, currency: Currency) => string;
};

/** Paid revenue per month, a bar per currency. Loaded on its own (React.lazy): recharts is large. */
export default function RevenueChart({
  months,
  currencies,
  summary,
  formatMoney,
}: RevenueChartProps) {
  return (
    <Box role="img" aria-label={summary}>
      <BarChart
        h={280}
        data={months}
        dataKey="month"
        series={currencies.map((currency) => ({
          name: currency,
          label: currency,
          color: CURRENCY_COLORS[currency],
        }))}
        withLegend={currencies.length > 1}
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        gridAxis="y"
        valueFormatter={(value) =>
          currencies.length === 1 && currencies[0]
            ? formatMoney(value, currencies[0])
            : String(value)
        }
        accessibilityLayer={false}
        maxBarWidth={32}
      />
    </Box>
  );
}
