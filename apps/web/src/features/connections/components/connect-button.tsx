import type { ConnectionResult, ProfileCard } from '@nethub/contract';
import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useRequestConnection } from '../api/request-connection';

/**
 * "Connect" on a member's profile. The profile does not say where a request stands, so the
 * server's answer does: each refusal is shown in the catalogue's words (spec §8).
 */
export function ConnectButton({ member }: { member: ProfileCard }) {
  const request = useRequestConnection();
  const [result, setResult] = useState<ConnectionResult | null>(null);
  const name = fullName(member);

  if (result) {
    return (
      <Button variant="light" disabled>
        {result.status === 'CONNECTED' ? 'Connected' : 'Request sent'}
      </Button>
    );
  }

  const handleConnect = () =>
    request.mutate(member._id, {
      onSuccess: (answer) => {
        setResult(answer);
        notify.success(
          answer.status === 'CONNECTED'
            ? MESSAGES.connectedWith(name)
            : MESSAGES.connectRequestSent,
        );
      },
      onError: (error) => notify.error(getErrorMessage(error, 'connect')),
    });

  return (
    <Button
      leftSection={<IconUserPlus size={16} aria-hidden />}
      aria-label={`Connect with ${name}`}
      onClick={handleConnect}
      loading={request.isPending}
    >
      Connect
    </Button>
  );
}
