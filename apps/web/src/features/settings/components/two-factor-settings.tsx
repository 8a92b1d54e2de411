import {
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy, IconDownload, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { TwoFactorConfirmBody, TwoFactorSetup } from '@nethub/contract';
import { FormError } from '@/components/form-error';
import { MESSAGES } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useSetUpTwoFactor,
  useTwoFactorStatus,
} from '../api/two-factor';
import { SecondFactorFields } from './second-factor-fields';

const isSixDigits = (value: string) => /^\d{6}$/.test(value.replace(/\s+/g, ''));

/** The ten codes, shown once: copied or downloaded, then put away. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`Net Hub recovery codes\n\n${text}\n`]));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'net-hub-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm" aria-labelledby="recovery-codes-title" component="section">
      <Title order={3} fz="h4" id="recovery-codes-title">
        Your recovery codes
      </Title>
      <Text size="sm">
        Keep these somewhere safe. Each code signs you in once if you lose your phone. They are
        shown only now.
      </Text>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing={4}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
        >
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}

function Enrol({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (isSixDigits(value) ? null : 'Enter the 6-digit code') },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ code }) =>
        enable.mutate(code.replace(/\s+/g, ''), {
          onSuccess: ({ recoveryCodes }) => {
            notify.success(MESSAGES.twoFactorEnabled);
            onEnabled(recoveryCodes);
          },
        }),
      )}
    >
      <Stack gap="sm">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>Open an authenticator app on your phone.</List.Item>
          <List.Item>Scan this QR code, or type the key below.</List.Item>
          <List.Item>Enter the 6-digit code the app shows.</List.Item>
        </List>
        <Image
          src={setup.qrCode}
          alt="QR code to add Net Hub to your authenticator app"
          w={180}
          h={180}
          bg="white"
        />
        <Text size="sm">
          Key: <Code data-testid="two-factor-key">{setup.manualKey}</Code>
        </Text>
        <FormError error={enable.error} context="twoFactor" />
        <Group align="flex-end">
          <TextInput
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={enable.isPending}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Password and a current code (or a recovery code): for turning off and for new codes. */
function Confirm({
  action,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  action: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: TwoFactorConfirmBody) => void;
  onCancel: () => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : 'Please enter your password'),
      code: (value) =>
        useRecovery
          ? value.replace(/[\s-]+/g, '').length === 10
            ? null
            : 'Enter a recovery code like abcde-12345'
          : isSixDigits(value)
            ? null
            : 'Enter the 6-digit code',
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password, code }) =>
        onSubmit(
          useRecovery
            ? { password, recoveryCode: code.trim() }
            : { password, code: code.replace(/\s+/g, '') },
        ),
      )}
    >
      <Stack gap="sm">
        <FormError error={error} context="twoFactor" />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <SecondFactorFields
          key={form.key('code')}
          inputProps={form.getInputProps('code')}
          useRecovery={useRecovery}
          onUseRecoveryChange={setUseRecovery}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {action}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Panel = 'none' | 'disable' | 'regenerate';

/** Settings card: enrol, see the recovery codes once, make new ones, turn it off (ADR 020). */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const setup = useSetUpTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[]>();
  const [panel, setPanel] = useState<Panel>('none');
  const data = status.data;

  let body: React.ReactNode;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />;
  } else if (!data) {
    body = <FormError error={status.error} context="general" />;
  } else if (!data.enabled) {
    body = setup.data ? (
      <Enrol
        setup={setup.data}
        onEnabled={(recoveryCodes) => {
          setup.reset();
          setCodes(recoveryCodes);
        }}
      />
    ) : (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Besides your password, sign-in asks for a code from an authenticator app on your phone.
        </Text>
        <FormError error={setup.error} context="twoFactor" />
        <Button loading={setup.isPending} onClick={() => setup.mutate()}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">
          On since {formatDate(data.enabledAt!)}. {data.recoveryCodesLeft} of 10 recovery codes
          left.
        </Text>
        {!data.canDisable && (
          <Text size="sm" c="dimmed">
            {MESSAGES.twoFactorRequiredForOwner}
          </Text>
        )}
        {panel === 'none' && (
          <Group>
            <Button variant="default" onClick={() => setPanel('regenerate')}>
              New recovery codes
            </Button>
            {data.canDisable && (
              <Button variant="default" color="red" onClick={() => setPanel('disable')}>
                Turn off
              </Button>
            )}
          </Group>
        )}
        {panel === 'regenerate' && (
          <Confirm
            action="Make new codes"
            pending={regenerate.isPending}
            error={regenerate.error}
            onCancel={() => {
              regenerate.reset();
              setPanel('none');
            }}
            onSubmit={(input) =>
              regenerate.mutate(input, {
                onSuccess: ({ recoveryCodes }) => {
                  setPanel('none');
                  setCodes(recoveryCodes);
                },
              })
            }
          />
        )}
        {panel === 'disable' && (
          <Confirm
            action="Turn off two-factor sign-in"
            pending={disable.isPending}
            error={disable.error}
            onCancel={() => {
              disable.reset();
              setPanel('none');
            }}
            onSubmit={(input) =>
              disable.mutate(input, {
                onSuccess: () => {
                  setPanel('none');
                  notify.success(MESSAGES.twoFactorDisabled);
                },
              })
            }
          />
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="two-factor-settings">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldLock size={22} aria-hidden />
          <Title order={2} fz="h3" id="two-factor-settings">
            Two-factor sign-in
          </Title>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
