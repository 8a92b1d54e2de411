import type { BadgeTone } from '@/components/badge';
import type { Currency, PaymentRow, Revenue } from '@nethub/contract';
import {
  Box,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { count, useFormatters, type Formatters } from '@/lib/format';
import { usePayments, useRevenue } from '../api/get-revenue';
import { ConsoleLayout } from './console-layout';
import { Figure } from './figure';
import { RevenueChart } from './revenue-chart';
import { revenueCurrencies, revenueMonths, type RevenueMonth } from './revenue-data';
import { Badge } from '@/components/badge';

/** Below Mantine's `sm` breakpoint the payments are cards: six columns do not fit a phone. */
const PHONE = '(max-width: 47.99em)';

export const PAYMENT_STATUS: Record<PaymentRow['status'], { label: string; tone: BadgeTone }> = {
  open: { label: 'Awaiting payment', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

const PAYMENT_KIND: Record<PaymentRow['kind'], string> = {
  subscription: 'Subscription',
  ticket: 'Event ticket',
};

function Totals({ revenue, format }: { revenue: Revenue; format: Formatters }) {
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        Totals
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {revenue.totals.length === 0 ? (
          <Figure label="Revenue" value={format.money(0)} />
        ) : (
          revenue.totals.map((total) => (
            <Figure
              key={total.currency}
              label={`Revenue in ${total.currency}`}
              value={format.money(total.amount, total.currency)}
            />
          ))
        )}
        <Figure label="Active subscribers" value={count(revenue.activeSubscribers)} />
        <Figure label="Tickets sold" value={count(revenue.ticketsSold)} />
      </SimpleGrid>
    </Stack>
  );
}

/** The chart in words: what was paid over the year, per currency, and the best month. */
function chartSummary(months: RevenueMonth[], currencies: Currency[], format: Formatters) {
  const parts = currencies.map((currency) => {
    const total = months.reduce((sum, month) => sum + (month[currency] ?? 0), 0);
    const best = months.reduce((top, month) =>
      (month[currency] ?? 0) > (top[currency] ?? 0) ? month : top,
    );
    return `${format.money(total, currency)} in ${currency}, most in ${best.monthName}`;
  });
  return `Revenue over the last 12 months: ${parts.join('; ')}.`;
}

/** Every figure of the chart, for screen readers: months down, currencies across. */
function MonthsTable({
  months,
  currencies,
  format,
}: {
  months: RevenueMonth[];
  currencies: Currency[];
  format: Formatters;
}) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>Revenue paid in each of the last 12 months, by currency</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Month</Table.Th>
            {currencies.map((currency) => (
              <Table.Th key={currency} scope="col">
                {currency}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.key}>
              <Table.Th scope="row">{month.monthName}</Table.Th>
              {currencies.map((currency) => (
                <Table.Td key={currency}>{format.money(month[currency] ?? 0, currency)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

function MonthlyRevenue({ revenue, format }: { revenue: Revenue; format: Formatters }) {
  const titleId = useId();
  const currencies = revenueCurrencies(revenue);
  const months = revenueMonths(revenue);
  const paid = revenue.months.some((row) => row.amount > 0);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={titleId}>
            Last 12 months
          </Title>
          <Text size="sm" c="dimmed">
            Payments received each month
          </Text>
        </Stack>
        {paid ? (
          <>
            <RevenueChart
              months={months}
              currencies={currencies}
              summary={chartSummary(months, currencies, format)}
              formatMoney={format.money}
            />
            <MonthsTable months={months} currencies={currencies} format={format} />
          </>
        ) : (
          <Text c="dimmed" py="lg" ta="center">
            No payments in the last 12 months yet.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** On a phone: one card per payment, the amount and status first, nothing wider than the screen. */
function PaymentCards({ rows, format }: { rows: PaymentRow[]; format: Formatters }) {
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label="The latest payments, newest first"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {rows.map((row) => {
        const status = PAYMENT_STATUS[row.status];
        return (
          <Card key={row._id} withBorder padding="sm" radius="md" component="li">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {format.money(row.amount, row.currency)}
                </Text>
                <Badge tone={status.tone}>{status.label}</Badge>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.description}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.payerName} · {PAYMENT_KIND[row.kind]} ·{' '}
                {format.date(row.paidAt ?? row.createdAt)}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

function PaymentsTable({ rows, format }: { rows: PaymentRow[]; format: Formatters }) {
  return (
    // A focusable region: between a phone and a wide screen, the table scrolls in its own box.
    <Box role="region" aria-label="Payments table" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={720} verticalSpacing="sm" striped>
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text size="sm" c="dimmed" component="span">
            The latest payments, newest first
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col">Paid by</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const status = PAYMENT_STATUS[row.status];
            return (
              <Table.Tr key={row._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {format.date(row.paidAt ?? row.createdAt)}
                </Table.Td>
                <Table.Td>{row.description}</Table.Td>
                <Table.Td>{row.payerName}</Table.Td>
                <Table.Td>{PAYMENT_KIND[row.kind]}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {format.money(row.amount, row.currency)}
                </Table.Td>
                <Table.Td>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function Payments({ organizationId, format }: { organizationId: string; format: Formatters }) {
  const [page, setPage] = useState(1);
  const payments = usePayments(organizationId, page);
  const titleId = useId();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const List = phone ? PaymentCards : PaymentsTable;
  let body: React.ReactNode;
  if (payments.isPending) body = <PageLoader inline label="Loading payments" />;
  else if (payments.isError)
    body = <RetryAlert error={payments.error} onRetry={() => void payments.refetch()} />;
  else if (payments.data.rows.length === 0)
    body = (
      <Text c="dimmed" py="lg" ta="center">
        No payments yet.
      </Text>
    );
  else
    body = (
      <Stack
        gap="md"
        aria-busy={payments.isPlaceholderData}
        style={{ opacity: payments.isPlaceholderData ? 0.6 : 1 }}
      >
        <List rows={payments.data.rows} format={format} />
        {payments.data.totalPages > 1 && (
          <Group justify="center" component="nav" aria-label="Payment pages">
            <Pagination
              total={payments.data.totalPages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          </Group>
        )}
      </Stack>
    );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id={titleId}>
            Payments
          </Title>
          {payments.data && payments.data.rows.length > 0 && (
            <ExportButton url={`/organization/${organizationId}/payments/export`} what="payments" />
          )}
        </Group>
        {body}
      </Stack>
    </Card>
  );
}

function RevenueBody({ organizationId }: { organizationId: string }) {
  const format = useFormatters();
  const revenue = useRevenue(organizationId);
  return (
    <Stack gap="lg">
      {revenue.isPending && <PageLoader inline label="Loading revenue" />}
      {revenue.isError && (
        <RetryAlert error={revenue.error} onRetry={() => void revenue.refetch()} />
      )}
      {revenue.data && (
        <>
          <Totals revenue={revenue.data} format={format} />
          <MonthlyRevenue revenue={revenue.data} format={format} />
        </>
      )}
      <Payments organizationId={organizationId} format={format} />
    </Stack>
  );
}

/** /organization/revenue: totals per currency, the last 12 months, and the payments. */
export function OrganizationRevenue() {
  return (
    <ConsoleLayout title="Revenue">
      {(organization) => <RevenueBody organizationId={organization._id} />}
    </ConsoleLayout>
  );
}
