import {
  ACCOUNT_DELETION_GRACE_DAYS,
  DATA_EXPORT_TTL_DAYS,
  FORMER_MEMBER_NAME,
} from '@nethub/contract/constants';
import type { DataExport, DeleteAccountBody } from '@nethub/contract';
import { Button, Card, Group, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { hardNavigate } from '@/lib/browser';
import { MESSAGES } from '@/lib/errors';
import { useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { clearSession } from '@/lib/storage';
import {
  useDataExports,
  useDeleteAccount,
  useDownloadDataExport,
  useRequestDataExport,
} from '../api/own-data';
import { useTwoFactorStatus } from '../api/two-factor';
import { SecondFactorFields } from './second-factor-fields';

const sizeLabel = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Saves the archive behind a signed link under its own name. */
function save(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

function ExportItem({ item }: { item: DataExport }) {
  const format = useFormatters();
  const download = useDownloadDataExport();
  const requested = format.dateTime(item.requestedAt);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" py={6}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          Archive of {requested}
        </Text>
        <Text size="xs" c="dimmed">
          {item.status === 'ready' && item.expiresAt
            ? `${sizeLabel(item.size)} · available until ${format.dateTime(item.expiresAt)}`
            : item.status === 'pending'
              ? 'Being prepared: we will e-mail you when it is ready.'
              : 'It could not be prepared. Please ask for a new one.'}
        </Text>
        <FormError error={download.error} context="ownData" />
      </Stack>
      {item.status === 'ready' && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending}
          aria-label={`Download the archive of ${requested}`}
          onClick={() =>
            download.mutate(item._id, { onSuccess: ({ url, fileName }) => save(url, fileName) })
          }
        >
          Download
        </Button>
      )}
    </Group>
  );
}

function DataExports() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const pending = exports.data?.some((item) => item.status === 'pending') ?? false;
  return (
    <Stack gap="xs" component="section" aria-labelledby="download-your-data">
      <Title order={3} fz="h5" id="download-your-data">
        Download your data
      </Title>
      <Text size="sm" c="dimmed">
        An archive (ZIP, with JSON and CSV files) of everything you own or wrote: your profile and
        settings, connections, leads you passed and received, rewards and campaigns, posts and
        responses, messages you sent, notes and the files you uploaded. We e-mail you a link when it
        is ready; you can download it here for {DATA_EXPORT_TTL_DAYS} days, then it is deleted.
      </Text>
      <FormError error={request.error} context="ownData" />
      <Group>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={request.isPending}
          disabled={pending}
          onClick={() =>
            request.mutate(undefined, {
              onSuccess: (item) =>
                item.status === 'ready'
                  ? notify.success(MESSAGES.dataExportReady)
                  : notify.success(MESSAGES.dataExportInProgress),
            })
          }
        >
          Download your data
        </Button>
      </Group>
      {exports.isPending && <Loader size="sm" aria-label="Loading your archives" />}
      {exports.isError && (
        <RetryAlert error={exports.error} onRetry={() => void exports.refetch()} />
      )}
      {exports.data && exports.data.length > 0 && (
        <Stack
          component="ul"
          aria-label="Your archives"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {exports.data.map((item) => (
            <ExportItem key={item._id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The password, and a code when two-factor sign-in is on: confirms it is the member. */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const twoFactor = useTwoFactorStatus();
  const remove = useDeleteAccount();
  const [useRecovery, setUseRecovery] = useState(false);
  const needsCode = twoFactor.data?.enabled ?? false;
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : 'Please enter your password'),
      code: (value) => (!needsCode || value.trim() ? null : MESSAGES.twoFactorCodeRequired),
    },
  });
  const handleSubmit = ({ password, code }: { password: string; code: string }) => {
    const body: DeleteAccountBody = { password };
    if (needsCode && useRecovery) body.recoveryCode = code.trim();
    else if (needsCode) body.code = code.replace(/\s+/g, '');
    remove.mutate(body, {
      onSuccess: () => {
        // Every session already ended on the server; the full page load drops this one's state.
        clearSession();
        hardNavigate(`${paths.auth.login.getHref()}?deletion=scheduled`);
      },
    });
  };
  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="sm">
        <Text size="sm">
          You will be signed out everywhere at once. If you sign in again within{' '}
          {ACCOUNT_DELETION_GRACE_DAYS} days, nothing is deleted. After that your name, e-mail
          address, profile, settings, notes, connections and files are erased for good; messages,
          posts, responses, reviews and leads you shared stay with the other members, shown as from
          “{FORMER_MEMBER_NAME}”.
        </Text>
        <FormError error={remove.error} context="ownData" />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          data-autofocus
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        {needsCode && (
          <SecondFactorFields
            key={form.key('code')}
            inputProps={form.getInputProps('code')}
            useRecovery={useRecovery}
            onUseRecoveryChange={setUseRecovery}
          />
        )}
        <Group>
          <Button type="submit" color="red.8" loading={remove.isPending}>
            Delete my account
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs" component="section" aria-labelledby="delete-your-account">
      <Title order={3} fz="h5" id="delete-your-account">
        Delete your account
      </Title>
      <Text size="sm" c="dimmed">
        Deleting your account waits {ACCOUNT_DELETION_GRACE_DAYS} days, in case you change your
        mind: signing in again in that time cancels it. Organisation owners first hand over or close
        their organisation.
      </Text>
      <Group>
        <Button
          // The light variant's text is the theme's red-light-color: AA in both schemes.
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          Delete your account
        </Button>
      </Group>
      <FormModal opened={open} onClose={() => setOpen(false)} title="Delete your account?">
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </FormModal>
    </Stack>
  );
}

/** Settings card "Your data" (ADR 024): the archive of one's data, and deleting the account. */
export function OwnDataSettings() {
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="your-data-title"
      id="your-data"
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id="your-data-title">
          Your data
        </Title>
        <DataExports />
        <DeleteAccount />
      </Stack>
    </Card>
  );
}
