import { FOOD_PREFERENCES } from '@nethub/contract/constants';
import { Group, Stack, Text } from '@mantine/core';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { plural } from '@/lib/format';
import { useCatering } from '../api/get-attendees';

/** What to cater for: how many paid tickets asked for each food preference. */
export function CateringSection({ eventId }: { eventId: string }) {
  const catering = useCatering(eventId);

  let content: React.ReactNode;
  if (catering.isPending) content = <PageLoader inline label="Counting food preferences" />;
  else if (catering.isError)
    content = <RetryAlert error={catering.error} onRetry={() => void catering.refetch()} />;
  else {
    const { tickets, withoutPreferences, counts } = catering.data;
    const asked = FOOD_PREFERENCES.filter((food) => (counts[food.value] ?? 0) > 0);
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          From {plural(tickets, 'paid ticket')}. A holder may choose several preferences.
        </Text>
        {tickets > 0 && (
          <Stack
            component="dl"
            gap={4}
            m={0}
            aria-label="Paid tickets per food preference"
            maw={420}
          >
            {asked.map((food) => (
              <Group key={food.value} justify="space-between" gap="md" wrap="nowrap">
                <Text component="dt">{food.label}</Text>
                <Text component="dd" m={0} fw={600}>
                  {counts[food.value]}
                </Text>
              </Group>
            ))}
            <Group justify="space-between" gap="md" wrap="nowrap">
              <Text component="dt">No preference</Text>
              <Text component="dd" m={0} fw={600}>
                {withoutPreferences}
              </Text>
            </Group>
          </Stack>
        )}
      </Stack>
    );
  }

  return <SectionCard title="Catering">{content}</SectionCard>;
}
