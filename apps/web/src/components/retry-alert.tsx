import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { getErrorMessage } from '@/lib/errors';

type RetryAlertProps = { error: unknown; onRetry: () => void };

/** Why something could not be loaded, and a button to load it again. */
export function RetryAlert({ error, onRetry }: RetryAlertProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{getErrorMessage(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
