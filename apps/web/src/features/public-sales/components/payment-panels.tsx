import type { CheckoutSessionBody } from '@nethub/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCheckout } from '@/lib/checkout';
import { OutcomeNotice } from './outcome-notice';

/** What was bought, with its status beside it. */
export function PurchaseHeading({ title, status }: { title: string; status: React.ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {status}
    </Group>
  );
}

type PaidNoticeProps = {
  /** Back from the checkout: thanks, and focus lands here. */
  justPaid: boolean;
  /** What it says when the buyer comes back later. */
  title: string;
  children: React.ReactNode;
};

/** The purchase is paid: thanks, and what happens next. */
export function PaidNotice({ justPaid, title, children }: PaidNoticeProps) {
  return (
    <OutcomeNotice focus={justPaid}>
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{justPaid ? 'Thank you: your payment was received.' : title}</Text>
        {children}
      </Stack>
    </OutcomeNotice>
  );
}

type PayPanelProps = {
  /** Why it is unpaid. */
  text: string;
  label?: string;
  purchase: CheckoutSessionBody;
  /** The purchase was paid meanwhile: read it again. */
  onAlreadyPaid: () => void;
};

/** Not paid yet: why, and the way to the checkout. */
export function PayPanel({ text, label = 'Pay now', purchase, onAlreadyPaid }: PayPanelProps) {
  const checkout = useCheckout({ onAlreadyPaid });
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{text}</Text>
      <Button
        // Still busy while the page leaves for the checkout.
        loading={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate(purchase)}
      >
        {label}
      </Button>
    </Stack>
  );
}
