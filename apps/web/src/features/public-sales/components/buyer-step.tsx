import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/page-loader';
import { fullName } from '@/lib/format';
import type { BuyerDetails } from './buyer-form';
import { useSignedInUser } from './public-page';

// The form validates with the contract's zod schema: it loads after the page, not with it.
const BuyerForm = lazy(() =>
  import('./buyer-form').then((module) => ({ default: module.BuyerForm })),
);

type BuyerStepProps = {
  /** What a member is told, e.g. "The subscription will be in your name." */
  note: string;
  submitLabel: string;
  pending: boolean;
  /** Why the last attempt failed, above the fields. */
  error?: React.ReactNode;
  /** A visitor's details; none for a member, who buys for their own account. */
  onSubmit: (details?: BuyerDetails) => void;
};

/** Who buys: a visitor gives their name and e-mail, a signed-in member confirms. */
export function BuyerStep({ note, submitLabel, pending, error, onSubmit }: BuyerStepProps) {
  const user = useSignedInUser();
  if (!user) {
    return (
      <Suspense fallback={<PageLoader inline label="Loading the form" />}>
        <BuyerForm submitLabel={submitLabel} pending={pending} error={error} onSubmit={onSubmit} />
      </Suspense>
    );
  }
  return (
    <Stack>
      {error}
      <Paper withBorder p="md" bg="var(--nh-surface-muted)">
        <Text size="sm">
          Signed in as <strong>{fullName(user)}</strong> ({user.email}). {note}
        </Text>
      </Paper>
      <Group>
        <Button onClick={() => onSubmit()} loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
