import type { LeadPipeline, TotalLeads, TotalStatistical } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  statistics: ['dashboard', 'total-statistical'] as const,
  totalLeads: ['dashboard', 'total-leads'] as const,
  pipeline: (year: number) => ['dashboard', 'lead-pipeline', year] as const,
};

/** Revenue (in my currency), connections and live campaigns. */
export const getStatistics = async () =>
  unwrap(await api.get<Envelope<TotalStatistical>>('/statistical/total-statistical'));

/** Every lead I gave or received: incoming, outgoing, converted. */
export const getTotalLeads = async () =>
  unwrap(await api.get<Envelope<TotalLeads>>('/statistical/total-leads'));

/** One year's leads per month (UTC), by the stage they are at now. */
export const getLeadPipeline = async (year: number) =>
  unwrap(await api.get<Envelope<LeadPipeline>>('/statistical/lead-pipeline', { params: { year } }));

// The figures change on other screens (a lead converts, a campaign starts): always re-read them
// when home opens.
export const statisticsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.statistics, queryFn: getStatistics, staleTime: 0 });

export const totalLeadsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.totalLeads, queryFn: getTotalLeads, staleTime: 0 });

export const leadPipelineQueryOptions = (year: number) =>
  queryOptions({
    queryKey: dashboardKeys.pipeline(year),
    queryFn: () => getLeadPipeline(year),
    staleTime: 0,
    // Another year keeps the last chart (dimmed) until its own arrives.
    placeholderData: keepPreviousData,
  });

export const useStatistics = () => useQuery(statisticsQueryOptions());
export const useTotalLeads = () => useQuery(totalLeadsQueryOptions());
export const useLeadPipeline = (year: number) => useQuery(leadPipelineQueryOptions(year));
