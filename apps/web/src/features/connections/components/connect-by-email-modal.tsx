import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useConnectByEmail } from '../api/connect-by-email';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

function ConnectByEmailForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const connect = useConnectByEmail();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setInvalid(true);
      return;
    }
    connect.mutate(address, {
      onSuccess: (result) => {
        if ('invited' in result) notify.success(MESSAGES.invitationSent(result.email));
        else if (result.connection.status === 'CONNECTED')
          notify.success(MESSAGES.connectedWith(address));
        else notify.success(MESSAGES.connectRequestSent);
        onDone();
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm">
          If they are not on Net Hub yet, we e-mail them an invitation to join, and your request
          waits for them.
        </Text>
        <FormError error={connect.error} context="connect" />
        <TextInput
          label="E-mail address"
          type="email"
          autoComplete="off"
          required
          data-autofocus
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setInvalid(false);
          }}
          error={invalid ? 'Please enter a valid e-mail address' : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={connect.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ConnectByEmailModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Connect by e-mail"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open, so each opening starts blank. */}
      {opened && <ConnectByEmailForm onDone={onClose} />}
    </Modal>
  );
}
