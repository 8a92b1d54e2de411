import '@mantine/charts/styles.css';
import type { LeadPipeline } from '@nethub/contract';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { PIPELINE_SERIES, pipelineRows, pipelineSummary } from './pipeline-data';

const STAGE_ORDER = PIPELINE_SERIES.map((series) => series.name as string);

/**
 * The year's leads per month, stacked by stage. Loaded on its own (React.lazy): recharts is
 * large, and home must not wait for it. The chart is a picture for screen readers — named by a
 * summary — and the table beside it carries every figure.
 */
export default function LeadPipelineChart({ pipeline }: { pipeline: LeadPipeline }) {
  return (
    <Box role="img" aria-label={pipelineSummary(pipeline)}>
      <BarChart
        h={300}
        data={pipelineRows(pipeline)}
        dataKey="month"
        type="stacked"
        series={PIPELINE_SERIES}
        withLegend
        legendProps={{
          verticalAlign: 'bottom',
          // Pipeline order, not alphabetical.
          itemSorter: (item) => STAGE_ORDER.indexOf(String(item.dataKey)),
        }}
        tickLine="y"
        gridAxis="y"
        yAxisProps={{ allowDecimals: false }}
        // The table carries the figures for the keyboard and screen readers.
        accessibilityLayer={false}
        barProps={{ stroke: 'var(--mantine-color-white)', strokeWidth: 1 }}
        maxBarWidth={40}
      />
    </Box>
  );
}
