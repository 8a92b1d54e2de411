import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SALES_TEXT } from '@/lib/sales-text';
import { PAYMENT_POLL_WINDOW_MS } from '../api/payment-polling';

/**
 * True once a return from a paid checkout has waited the whole polling window for the webhook
 * (always false when `waiting` is).
 */
export function usePaymentWaitOver(waiting: boolean) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setOver(true), PAYMENT_POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && over;
}

type PaymentWaitProps = { over: boolean; checking: boolean; onCheckAgain: () => void };

/** Paid, but not confirmed yet: a spinner while polling, then a way to ask again. */
export function PaymentWait({ over, checking, onCheckAgain }: PaymentWaitProps) {
  if (!over) {
    return (
      <Group gap="sm" role="status" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text>{SALES_TEXT.confirming}</Text>
      </Group>
    );
  }
  return (
    <Alert color="yellow" icon={<IconClockHour4 aria-hidden />} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{SALES_TEXT.confirmationLate}</Text>
        <Button size="xs" variant="default" onClick={onCheckAgain} loading={checking}>
          Check again
        </Button>
      </Stack>
    </Alert>
  );
}
