import type { AdminAction, AuditEntry } from '@nethub/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { PagedList } from '@/components/paged-list';
import { fullName, useFormatters } from '@/lib/format';
import { useAuditLog } from '../api/admin-api';

const ACTION_WORDS: Record<AdminAction, string> = {
  'account.suspend': 'suspended the account',
  'account.restore': 'restored the account',
  'organization.create': 'created the organisation',
  'report.dismiss': 'dismissed a report on',
  'report.remove': 'removed, on a report,',
  'report.suspend': 'suspended, on a report,',
};

/** An administrator whose account is gone (ADR 029): their rows stay. */
export const FORMER_ADMIN = 'A former administrator';

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { dateTime } = useFormatters();
  return (
    <Paper withBorder p="sm" component="li">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {entry.admin ? fullName(entry.admin) : FORMER_ADMIN}
        </Text>{' '}
        {ACTION_WORDS[entry.action]}{' '}
        <Text span fw={600}>
          {entry.targetLabel}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
        {entry.admin && ` · ${entry.admin.email}`}
      </Text>
    </Paper>
  );
}

/** The audit log: every administrator action, newest first. */
export function AuditPanel() {
  const log = useAuditLog();
  return (
    <PagedList
      list={log}
      loadingLabel="Loading the audit log"
      emptyHeading={3}
      empty={{ title: 'Nothing yet', body: 'Every administrator action shows here.' }}
    >
      {(rows) => (
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Audit log"
        >
          {rows.map((entry) => (
            <AuditRow key={entry._id} entry={entry} />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}
