import type { OwnerPlan } from '@nethub/contract';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { EditButton } from '@/components/edit-button';
import { PagedList } from '@/components/paged-list';
import { SectionCard } from '@/components/section-card';
import { useOrganizationGroupOptions } from '../api/get-organization-groups';
import { plural, useFormatters } from '@/lib/format';
import { planPriceText } from '@/lib/sales-text';
import { useOwnerPlans } from '../api/get-owner-plans';
import { OnSaleBadge } from './on-sale-badge';
import { PlanFormModal } from './plan-form-modal';

const ALL_GROUPS = 'all';

function PlanCard({ plan, onEdit }: { plan: OwnerPlan; onEdit: () => void }) {
  const { money } = useFormatters();
  const nameId = `plan-${plan._id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={nameId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={3} fz="h5" id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {plan.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {plan.group.name}
            </Text>
          </Stack>
          <OnSaleBadge active={plan.active} />
        </Group>
        <Text fw={600}>{planPriceText(plan, money)}</Text>
        {plan.description && (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {plan.description}
          </Text>
        )}
        <Group justify="space-between" align="center" gap="sm">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{plural(plan.activeSubscribers, 'active subscriber')}</Text>
          </Group>
          <EditButton name={plan.name} onClick={onEdit} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The organisation's plans, by group, with their create and edit modal. */
export function PlansSection({ orgId }: { orgId: string }) {
  const [groupId, setGroupId] = useState('');
  // The plan stays while the modal closes, so its title does not change on the way out.
  const [modal, setModal] = useState<{ opened: boolean; plan: OwnerPlan | null }>({
    opened: false,
    plan: null,
  });
  const groups = useOrganizationGroupOptions(orgId);
  const plans = useOwnerPlans(orgId, groupId);

  return (
    <SectionCard
      title="Plans"
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setModal({ opened: true, plan: null })}
        >
          Create plan
        </Button>
      }
    >
      <Select
        label="Group"
        description="Show the plans of one group"
        maw={{ base: '100%', sm: 360 }}
        allowDeselect={false}
        disabled={!groups.data}
        data={[{ value: ALL_GROUPS, label: 'All groups' }, ...(groups.data ?? [])]}
        value={groupId || ALL_GROUPS}
        onChange={(value) => setGroupId(!value || value === ALL_GROUPS ? '' : value)}
        comboboxProps={{ withinPortal: true }}
      />
      <PagedList
        list={plans}
        loadingLabel="Loading plans"
        emptyHeading={3}
        empty={
          groupId
            ? { title: 'No plans in this group', body: 'Create one, or choose another group.' }
            : {
                title: 'No plans yet',
                body: 'A plan is what a group sells: a price in GBP, EUR or USD, paid every month or every year. Paying subscribers join the group.',
              }
        }
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {rows.map((plan) => (
              <PlanCard
                key={plan._id}
                plan={plan}
                onEdit={() => setModal({ opened: true, plan })}
              />
            ))}
          </SimpleGrid>
        )}
      </PagedList>
      <PlanFormModal
        orgId={orgId}
        opened={modal.opened}
        plan={modal.plan}
        groupId={groupId}
        onClose={() => setModal((current) => ({ ...current, opened: false }))}
      />
    </SectionCard>
  );
}
