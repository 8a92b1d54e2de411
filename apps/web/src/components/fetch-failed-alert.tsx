import { SUBSCRIPTION_MESSAGES } from '@nethub/contract/constants';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The spec's fetch failure of the sales screens (§8 Subscription), and a button to load again. */
export function FetchFailedAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{SUBSCRIPTION_MESSAGES.fetchFailed}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
