import { Alert, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageLoader } from '@/components/page-loader';
import { PlainText } from '@/components/plain-text';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { usePolicy, type PolicyType } from '../api/get-policy';

export type PolicyTab = 'privacy' | 'terms';

const TABS: { value: PolicyTab; type: PolicyType; label: string }[] = [
  { value: 'privacy', type: 0, label: 'Privacy policy' },
  { value: 'terms', type: 1, label: 'Terms and conditions' },
];

function PolicyContent({ type }: { type: PolicyType }) {
  const policy = usePolicy(type);
  if (policy.isPending) return <PageLoader inline label="Loading policy" />;
  if (policy.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} w="100%">
          {getErrorMessage(policy.error)}
        </Alert>
        <Button variant="light" onClick={() => void policy.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <div>
        <Title order={2} fz="h3">
          {policy.data.title}
        </Title>
        <Text size="sm" c="dimmed">
          Last updated {formatDate(policy.data.updatedAt)}
        </Text>
      </div>
      <PlainText text={policy.data.content} />
    </Stack>
  );
}

type PolicyTabsProps = { tab: PolicyTab; onTabChange: (tab: PolicyTab) => void };

export function PolicyTabs({ tab, onTabChange }: PolicyTabsProps) {
  return (
    <Tabs
      value={tab}
      onChange={(value) => onTabChange(value === 'terms' ? 'terms' : 'privacy')}
      keepMounted={false}
    >
      <Tabs.List>
        {TABS.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map(({ value, type }) => (
        <Tabs.Panel key={value} value={value} pt="lg">
          <PolicyContent type={type} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
