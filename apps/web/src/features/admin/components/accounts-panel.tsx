import type { AdminAccount } from '@nethub/contract';
import {
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { PagedList } from '@/components/paged-list';
import { useCurrentUser } from '@/lib/auth';
import { getErrorMessage } from '@/lib/errors';
import { formatDate, fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDebouncedSearch } from '@/lib/search';
import { useAccountAction, useAdminAccounts } from '../api/admin-api';
import { ACCOUNT_STATUS } from './account-status';
import { Badge } from '@/components/badge';

function role(account: AdminAccount) {
  if (account.isAdmin) return 'Platform administrator';
  return account.isOrgOwner ? 'Organisation owner' : 'Member';
}

function AccountCard({
  account,
  self,
  onSuspend,
  onRestore,
  restoring,
}: {
  account: AdminAccount;
  self: boolean;
  onSuspend: () => void;
  onRestore: () => void;
  restoring: boolean;
}) {
  const nameId = `admin-account-${account._id}`;
  const status = ACCOUNT_STATUS[account.status];
  const name = fullName(account);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={nameId}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text id={nameId} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge tone={status.tone} style={{ flexShrink: 0 }}>
            <VisuallyHidden>Account status: </VisuallyHidden>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <VisuallyHidden>E-mail: </VisuallyHidden>
          {account.email}
        </Text>
        <Text size="sm" c="dimmed">
          {role(account)} · joined {formatDate(account.createdAt)}
        </Text>
        <Group justify="flex-end" mt={4}>
          {account.status === 'suspended' ? (
            <Button
              size="xs"
              variant="default"
              onClick={onRestore}
              loading={restoring}
              aria-label={`Restore ${name}`}
            >
              Restore
            </Button>
          ) : (
            !self && (
              <Button
                size="xs"
                color="red"
                variant="outline"
                onClick={onSuspend}
                aria-label={`Suspend ${name}`}
              >
                Suspend
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Accounts: members and owners by name or e-mail; suspend (after a confirmation) and restore. */
export function AccountsPanel() {
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const textSearch = useDebouncedSearch(search);
  const accounts = useAdminAccounts(textSearch);
  const action = useAccountAction();
  const [confirming, setConfirming] = useState<AdminAccount | null>(null);

  const suspend = (account: AdminAccount) =>
    action.mutate(
      { id: account._id, action: 'suspend' },
      {
        onSuccess: () => {
          notify.success(`${fullName(account)} is suspended and signed out everywhere.`);
          setConfirming(null);
        },
      },
    );
  const restore = (account: AdminAccount) =>
    action.mutate(
      { id: account._id, action: 'restore' },
      {
        onSuccess: () => notify.success(`${fullName(account)} may sign in again.`),
        onError: (error) => notify.error(getErrorMessage(error, 'admin')),
      },
    );

  return (
    <Stack gap="lg">
      <TextInput
        label="Search accounts"
        description="By name or e-mail"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <PagedList
        list={accounts}
        loadingLabel="Loading accounts"
        emptyHeading={3}
        empty={{ title: 'No matches', body: 'Try another name or e-mail.' }}
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {rows.map((account) => (
              <AccountCard
                key={account._id}
                account={account}
                self={account._id === me._id}
                onSuspend={() => {
                  action.reset();
                  setConfirming(account);
                }}
                onRestore={() => restore(account)}
                restoring={action.isPending && action.variables?.id === account._id}
              />
            ))}
          </SimpleGrid>
        )}
      </PagedList>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `Suspend ${fullName(confirming)}?` : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {confirming && (
          <Stack>
            <Text size="sm">
              {confirming.email} is signed out everywhere at once, on every device, and cannot sign
              in until you restore the account. The action is recorded in the audit log.
            </Text>
            <FormError error={action.error} context="admin" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button color="red" loading={action.isPending} onClick={() => suspend(confirming)}>
                Suspend account
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
