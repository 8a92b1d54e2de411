import type { HomeFigures, LeadPipeline } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  home: ['dashboard', 'home'] as const,
  pipeline: (year: number) => ['dashboard', 'lead-pipeline', year] as const,
};

/**
 * Revenue (in my currency), connections, live campaigns, my leads, this year's pipeline, this
 * month's ledger and the getting-started checklist.
 */
export const getHomeFigures = async () =>
  unwrap(await api.get<Envelope<HomeFigures>>('/statistical/home'));

/** One year's leads per month (UTC), by the stage they are at now. */
export const getLeadPipeline = async (year: number) =>
  unwrap(await api.get<Envelope<LeadPipeline>>('/statistical/lead-pipeline', { params: { year } }));

// The figures change on other screens (a lead converts, a campaign starts): always re-read them
// when home opens. One call answers everything home shows first (P5, ADR 036 and 039).
export const homeFiguresQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.home, queryFn: getHomeFigures, staleTime: 0 });

export const leadPipelineQueryOptions = (year: number) =>
  queryOptions({
    queryKey: dashboardKeys.pipeline(year),
    queryFn: () => getLeadPipeline(year),
    staleTime: 0,
  });

export const useHomeFigures = () => useQuery(homeFiguresQueryOptions());

/** This month's ledger figures, from home's call. */
export const useHomeLedger = () =>
  useQuery({ ...homeFiguresQueryOptions(), select: (home) => home.ledger });

/**
 * A year's pipeline: this year's comes with home's figures, another year's is asked for when
 * chosen. Another year keeps the last chart (dimmed) until its own arrives.
 */
export function useLeadPipeline(year: number) {
  const isThisYear = year === new Date().getUTCFullYear();
  const thisYears = useQuery({
    ...homeFiguresQueryOptions(),
    select: (home) => home.pipeline,
    enabled: isThisYear,
  });
  const chosen = useQuery({
    ...leadPipelineQueryOptions(year),
    enabled: !isThisYear,
    placeholderData: (previous) => previous ?? thisYears.data,
  });
  return isThisYear ? thisYears : chosen;
}
