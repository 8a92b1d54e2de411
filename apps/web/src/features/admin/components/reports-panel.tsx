import {
  REPORT_KINDS,
  REPORT_REASON_LABELS,
  REPORT_STATUSES,
  type AdminReport,
  type ReportAction,
  type ReportKind,
  type ReportStatus,
} from '@nethub/contract';
import {
  Blockquote,
  Button,
  Group,
  Modal,
  Paper,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { PagedList } from '@/components/paged-list';
import { PlainText } from '@/components/plain-text';
import { fullName, useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useAdminReports, useReportAction } from '../api/admin-api';
import { FORMER_ADMIN } from './audit-panel';
import { Badge } from '@/components/badge';

export const KIND_LABELS: Record<ReportKind, string> = {
  post: 'Post',
  response: 'Response',
  message: 'Message',
  review: 'Review',
  profile: 'Profile',
};
const STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  removed: 'Content removed',
  suspended: 'Author suspended',
};

const CONFIRM: Record<Exclude<ReportAction, 'dismiss'>, { title: string; body: string }> = {
  remove: {
    title: 'Remove the reported content?',
    body: 'It is taken down for everyone and cannot be brought back. Every open report on it closes, and the action is recorded in the audit log.',
  },
  suspend: {
    title: 'Suspend the author?',
    body: 'The author is signed out everywhere at once and cannot sign in until an administrator restores the account. Every open report on this item closes, and the action is recorded in the audit log.',
  },
};

function ReportCard({
  report,
  onAct,
  busy,
}: {
  report: AdminReport;
  onAct: (action: ReportAction) => void;
  busy: boolean;
}) {
  const { dateTime } = useFormatters();
  const headingId = `report-${report._id}`;
  const author = fullName(report.author);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text id={headingId} fw={600}>
            {KIND_LABELS[report.kind]} by {author}: {REPORT_REASON_LABELS[report.reason]}
          </Text>
          <Badge tone={report.status === 'open' ? 'danger' : 'neutral'} style={{ flexShrink: 0 }}>
            <VisuallyHidden>Status: </VisuallyHidden>
            {STATUS_LABELS[report.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {report.context ?? KIND_LABELS[report.kind]} · written by {author} ({report.author.email}
          {report.author.status === 'suspended' ? ', suspended' : ''})
        </Text>
        <Blockquote p="sm" color="gray" aria-label="Reported content, as it was when reported">
          <PlainText text={report.snapshot || '(no text)'} />
        </Blockquote>
        {report.details && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              Reporter’s details:{' '}
            </Text>
            {report.details}
          </Text>
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Reported by {fullName(report.reporter)} ({report.reporter.email}) on{' '}
          <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time>
          {report.sameItemOpen > 0 &&
            ` · ${report.sameItemOpen} other open report${report.sameItemOpen === 1 ? '' : 's'} on this item`}
        </Text>
        {report.status === 'open' ? (
          <Group justify="flex-end" gap="xs" mt={4}>
            <Button size="xs" variant="default" onClick={() => onAct('dismiss')} loading={busy}>
              Dismiss
            </Button>
            {report.removable && (
              <Button size="xs" color="red" variant="outline" onClick={() => onAct('remove')}>
                Remove content
              </Button>
            )}
            <Button size="xs" color="red" variant="outline" onClick={() => onAct('suspend')}>
              Suspend author
            </Button>
          </Group>
        ) : (
          report.resolvedAt && (
            <Text size="xs" c="dimmed">
              {STATUS_LABELS[report.status]} by{' '}
              {report.resolvedBy ? fullName(report.resolvedBy) : FORMER_ADMIN} on{' '}
              <time dateTime={report.resolvedAt}>{dateTime(report.resolvedAt)}</time>
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}

/** Reports (ADR 029): the queue, oldest first; dismiss, remove the content or suspend its author. */
export function ReportsPanel() {
  const [kind, setKind] = useState<ReportKind | null>(null);
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useAdminReports({ kind, status });
  const action = useReportAction();
  const [confirming, setConfirming] = useState<{
    report: AdminReport;
    action: Exclude<ReportAction, 'dismiss'>;
  } | null>(null);

  const act = (report: AdminReport, chosen: ReportAction) =>
    action.mutate(
      { id: report._id, action: chosen },
      {
        onSuccess: () => {
          notify.success(
            chosen === 'dismiss'
              ? 'Report dismissed.'
              : chosen === 'remove'
                ? 'The content is removed.'
                : `${fullName(report.author)} is suspended and signed out everywhere.`,
          );
          setConfirming(null);
        },
        onError: () => {
          if (chosen === 'dismiss') setConfirming(null);
        },
      },
    );

  return (
    <Stack gap="lg">
      <Group gap="md" align="flex-end">
        <NativeSelect
          label="Kind"
          data={[
            { value: 'all', label: 'Everything' },
            ...REPORT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
          ]}
          value={kind ?? 'all'}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setKind(value !== 'all' ? (value as ReportKind) : null);
          }}
          maw={200}
        />
        <NativeSelect
          label="Status"
          data={REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as ReportStatus)}
          maw={220}
        />
      </Group>
      {action.isError && !confirming && <FormError error={action.error} context="admin" />}
      <PagedList
        list={reports}
        loadingLabel="Loading reports"
        emptyHeading={3}
        empty={{
          title: status === 'open' ? 'No open reports' : 'No reports',
          body:
            status === 'open'
              ? 'When members report a post, a response, a message, a review or a profile, it waits here.'
              : 'No report has this outcome yet.',
        }}
      >
        {(rows) => (
          <Stack
            component="ol"
            gap="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Reports"
          >
            {rows.map((report) => (
              <li key={report._id}>
                <ReportCard
                  report={report}
                  busy={action.isPending && action.variables?.id === report._id}
                  onAct={(chosen) => {
                    action.reset();
                    if (chosen === 'dismiss') act(report, chosen);
                    else setConfirming({ report, action: chosen });
                  }}
                />
              </li>
            ))}
          </Stack>
        )}
      </PagedList>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? CONFIRM[confirming.action].title : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {confirming && (
          <Stack>
            <Text size="sm">{CONFIRM[confirming.action].body}</Text>
            <FormError error={action.error} context="admin" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={action.isPending}
                onClick={() => act(confirming.report, confirming.action)}
              >
                {confirming.action === 'remove' ? 'Remove content' : 'Suspend author'}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
