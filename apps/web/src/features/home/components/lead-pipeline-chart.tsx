import type { LeadPipeline } from '@nethub/contract';
import { Box } from '@mantine/core';
import { BarChart } from '@/components/bar-chart';
import { PIPELINE_SERIES, pipelineRows, pipelineSummary } from './pipeline-data';

/**
 * The year's leads per month, stacked by stage. The chart is a picture for screen readers —
 * named by a summary — and the table beside it carries every figure.
 */
export const PIPELINE_CHART_HEIGHT = 300;

export function LeadPipelineChart({ pipeline }: { pipeline: LeadPipeline }) {
  const rows = pipelineRows(pipeline).map((row) => ({ ...row, label: row.month }));
  return (
    <Box role="img" aria-label={pipelineSummary(pipeline)}>
      <BarChart
        data={rows}
        series={PIPELINE_SERIES}
        stacked
        height={PIPELINE_CHART_HEIGHT}
        withLegend
      />
    </Box>
  );
}
