import { Stack } from '@mantine/core';
import { ConsoleLayout } from './console-layout';
import { PlansSection } from './plans-section';
import { SubscribersSection } from './subscribers-section';

/** The owner's plans and their subscribers, for one organisation. */
export function SubscriptionsAdmin({ orgId }: { orgId: string }) {
  return (
    <Stack gap="lg">
      <PlansSection orgId={orgId} />
      <SubscribersSection orgId={orgId} />
    </Stack>
  );
}

/** /organization/subscriptions: the console's page of plans and subscribers. */
export function OrganizationSubscriptions() {
  return (
    <ConsoleLayout
      title="Subscriptions"
      description="The plans your groups sell, and who subscribes to them."
    >
      {(organization) => <SubscriptionsAdmin orgId={organization._id} />}
    </ConsoleLayout>
  );
}
