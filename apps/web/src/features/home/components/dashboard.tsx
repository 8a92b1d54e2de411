import type { HomeFigures, LeadPipeline } from '@nethub/contract';
import {
  Box,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCash,
  IconSend,
  IconSpeakerphone,
  IconTargetArrow,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { lazy, memo, Suspense, useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { LEAD_STAGES } from '@/features/leads';
import { count, useFormatters, type Formatters } from '@/lib/format';
import { useHomeFigures, useLeadPipeline } from '../api/get-dashboard';
import { LeadPipelineChart, PIPELINE_CHART_HEIGHT } from './lead-pipeline-chart';
import { pipelineRows, pipelineYears } from './pipeline-data';

const YearSelect = lazy(() => import('./year-select'));
/** The select's label and input, held while its chunk loads. */
const YEAR_SELECT_HEIGHT = 61;

type StatCardProps = {
  label: string;
  icon: Icon;
  /** Undefined while loading: a skeleton holds the place. */
  value: string | undefined;
  children?: React.ReactNode;
};

function StatCard({ label, icon: StatIcon, value, children }: StatCardProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={32} width={96} aria-hidden />
          ) : (
            <Text fz={28} fw={700} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <StatIcon size={20} />
        </ThemeIcon>
      </Group>
      {children}
    </Paper>
  );
}

/*
 * Home's figures arrive together (one call, ADR 039) through React Query's store, and React
 * renders a store's change at once, in one task: the cards, the chart, its table, the ledger and
 * the checklist were one ~35 ms task on a desktop, ~140 ms on a phone (P11, total blocking
 * time). Each card below watches its query in a small component and hands the answer, through
 * `useDeferredValue`, to a memoised view: the urgent render changes nothing, and the view
 * renders in a background render React slices and yields between, a frame or two later.
 */

/** Connections, revenue, live campaigns and leads, as figures. */
export function StatCards() {
  const format = useFormatters();
  const figures = useHomeFigures();
  const data = useDeferredValue(figures.data);
  const deferredFormat = useDeferredValue(format);
  return (
    <StatCardsView
      data={data}
      format={deferredFormat}
      error={figures.isError ? figures.error : null}
      onRetry={figures.refetch}
    />
  );
}

type StatCardsViewProps = {
  /** Undefined while loading. */
  data: HomeFigures | undefined;
  format: Formatters;
  error: Error | null;
  onRetry: () => unknown;
};

const StatCardsView = memo(function StatCardsView({
  data,
  format,
  error,
  onRetry,
}: StatCardsViewProps) {
  const stats = data?.statistics;
  const leads = data?.totalLeads.result;
  const isError = error !== null;

  const titleId = useId();
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={titleId}
      aria-busy={data === undefined && !isError}
    >
      <VisuallyHidden>
        <h2 id={titleId}>Your figures</h2>
      </VisuallyHidden>
      {isError && <RetryAlert error={error} onRetry={() => void onRetry()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {!isError && (
          <>
            <StatCard
              label="Total connections"
              icon={IconUsers}
              value={stats && count(stats.totalConnection)}
            />
            <StatCard
              label="Total revenue"
              icon={IconCash}
              value={stats && format.money(stats.totalRevenue, stats.currency)}
            >
              <Text size="xs" c="dimmed" mt={4}>
                From the leads you converted
              </Text>
            </StatCard>
            <StatCard
              label="Active campaigns"
              icon={IconSpeakerphone}
              value={stats && count(stats.activeCampaign)}
            />
            <StatCard
              label="Total leads"
              icon={IconTargetArrow}
              value={leads && count(leads.total)}
            >
              {leads && (
                <Group component="ul" gap="sm" m={0} mt={4} p={0} style={{ listStyle: 'none' }}>
                  <Text component="li" size="xs" c="dimmed">
                    {count(leads.incoming)} incoming
                  </Text>
                  <Text component="li" size="xs" c="dimmed">
                    {count(leads.outgoing)} outgoing
                  </Text>
                  <Text component="li" size="xs" c="dimmed">
                    {count(leads.converted)} converted
                  </Text>
                </Group>
              )}
            </StatCard>
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
});

/**
 * Every figure of the chart, for screen readers: months down, stages across. Plain table elements,
 * not Mantine's Table: it is never seen, and Table (with its ScrollArea) would add ~18 kB gzip to
 * home's first load (decision 018).
 */
function PipelineTable({ pipeline }: { pipeline: LeadPipeline }) {
  const rows = pipelineRows(pipeline);
  return (
    <VisuallyHidden>
      <table>
        <caption>Leads passed in {pipeline.year}, by month and the stage they are at now</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {LEAD_STAGES.map((stage) => (
              <th key={stage.status} scope="col">
                {stage.label}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.monthName}</th>
              {LEAD_STAGES.map((stage) => (
                <td key={stage.status}>{row[stage.status]}</td>
              ))}
              <td>{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

function NoLeadsYet() {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text fw={600}>No leads yet</Text>
      <Text c="dimmed" maw={420}>
        Pass a business opportunity to one of your connections: your pipeline will show here month
        by month.
      </Text>
      <Button
        component={Link}
        to={paths.leads.new.getHref()}
        variant="light"
        leftSection={<IconSend size={16} aria-hidden />}
        mt="sm"
      >
        Pass a lead
      </Button>
    </Stack>
  );
}

type PipelineState = {
  /** Undefined while loading. */
  data: LeadPipeline | undefined;
  /** The last year's chart, shown dimmed while the chosen year's loads. */
  isPlaceholderData: boolean;
  error: Error | null;
  onRetry: () => unknown;
};

function PipelineBody({ data, isPlaceholderData, error, onRetry }: PipelineState) {
  if (data === undefined && error === null)
    return <Skeleton height={PIPELINE_CHART_HEIGHT} aria-hidden />;
  if (error !== null) return <RetryAlert error={error} onRetry={() => void onRetry()} />;
  if (data === undefined) return null;
  // No lead on either side yet: nothing to chart in any year.
  if (data.firstDate === null) return <NoLeadsYet />;
  const total = data.activity.reduce((sum, month) => sum + month.total, 0);
  return (
    <Box aria-busy={isPlaceholderData} style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
      {total === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          No leads were passed in {data.year}.
        </Text>
      ) : (
        <>
          <LeadPipelineChart pipeline={data} />
          <PipelineTable pipeline={data} />
        </>
      )}
    </Box>
  );
}

/** The year's leads by month and stage, with the years worth choosing. */
export function PipelineCard() {
  const currentYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(currentYear);
  const pipeline = useLeadPipeline(year);
  // Deferred, as the stat cards' figures are (see above).
  const data = useDeferredValue(pipeline.data);
  const isPlaceholderData = useDeferredValue(pipeline.isPlaceholderData);
  return (
    <PipelineCardView
      currentYear={currentYear}
      year={year}
      onYearChange={setYear}
      data={data}
      isPlaceholderData={isPlaceholderData}
      error={pipeline.isError ? pipeline.error : null}
      onRetry={pipeline.refetch}
    />
  );
}

type PipelineCardViewProps = PipelineState & {
  currentYear: number;
  year: number;
  onYearChange: (year: number) => void;
};

const PipelineCardView = memo(function PipelineCardView({
  currentYear,
  year,
  onYearChange,
  ...state
}: PipelineCardViewProps) {
  const titleId = useId();
  const years = pipelineYears(state.data, currentYear, year);
  const hasLeads = !!state.data?.firstDate;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h4" id={titleId}>
              Lead pipeline
            </Title>
            <Text size="sm" c="dimmed">
              Leads passed each month, by the stage they are at now
            </Text>
          </Stack>
          {hasLeads && (
            <Suspense fallback={<Box w={110} h={YEAR_SELECT_HEIGHT} />}>
              <YearSelect years={years} year={year} onChange={onYearChange} />
            </Suspense>
          )}
        </Group>
        <PipelineBody {...state} />
      </Stack>
    </Card>
  );
});
