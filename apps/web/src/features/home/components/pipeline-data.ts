import type { LeadPipeline, LeadStatus } from '@nethub/contract';
import { LEAD_STAGES } from '@/features/leads';
import { MONTH_NAMES } from '@/lib/format';

/**
 * One colour per stage, set apart by hue and lightness; each keeps at least 3:1 against the white
 * card, and a white edge separates stacked segments.
 */
export const STAGE_CHART_COLORS = {
  NEW: 'blue.7',
  CONTACTED: 'cyan.9',
  MEETING: 'violet.6',
  PROPOSAL: 'orange.9',
  CONVERTED: 'teal.8',
  LOST: 'red.9',
} as const satisfies Record<LeadStatus, string>;

export const PIPELINE_SERIES = LEAD_STAGES.map((stage) => ({
  name: stage.status,
  label: stage.label,
  color: STAGE_CHART_COLORS[stage.status],
}));

export type PipelineRow = { month: string; monthName: string; total: number } & Record<
  LeadStatus,
  number
>;

/** Twelve rows, January to December, with each stage's count (0 when the server has none). */
export function pipelineRows(pipeline: LeadPipeline): PipelineRow[] {
  return MONTH_NAMES.map((monthName, index) => {
    const activity = pipeline.activity.find((item) => item.month === index + 1);
    const counts = Object.fromEntries(
      LEAD_STAGES.map((stage) => [stage.status, activity?.stages[stage.status] ?? 0]),
    ) as Record<LeadStatus, number>;
    return { month: monthName.slice(0, 3), monthName, total: activity?.total ?? 0, ...counts };
  });
}

const leads = (n: number) => `${n} lead${n === 1 ? '' : 's'}`;

/** The chart in words: the year's total, per stage, and the busiest month. */
export function pipelineSummary(pipeline: LeadPipeline) {
  const rows = pipelineRows(pipeline);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  if (total === 0) return `No leads were passed in ${pipeline.year}.`;
  const byStage = LEAD_STAGES.map((stage) => ({
    label: stage.label.toLowerCase(),
    count: rows.reduce((sum, row) => sum + row[stage.status], 0),
  }))
    .filter((stage) => stage.count > 0)
    .map((stage) => `${stage.count} ${stage.label}`)
    .join(', ');
  const busiest = rows.reduce((best, row) => (row.total > best.total ? row : best));
  return `${leads(total)} passed in ${pipeline.year}, now ${byStage}. Busiest month: ${busiest.monthName}, with ${leads(busiest.total)}.`;
}

const yearOf = (iso: string) => new Date(iso).getUTCFullYear();

/**
 * The years worth offering, newest first: from the first lead's year to the last's, and always
 * the current year (and the one on show).
 */
export function pipelineYears(
  bounds: { firstDate: string | null; lastDate: string | null } | undefined,
  current: number,
  shown: number,
) {
  const first = Math.min(bounds?.firstDate ? yearOf(bounds.firstDate) : current, current, shown);
  const last = Math.max(bounds?.lastDate ? yearOf(bounds.lastDate) : current, current, shown);
  const years: number[] = [];
  for (let year = last; year >= first; year -= 1) years.push(year);
  return years;
}
