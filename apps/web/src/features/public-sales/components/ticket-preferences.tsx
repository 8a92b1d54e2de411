import { EVENT_MESSAGES, FOOD_PREFERENCES } from '@nethub/contract/constants';
import type { Ticket } from '@nethub/contract';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useSaveTicketPreferences } from '../api/ticket';

/** What the holder cannot or will not eat, for the hosts' catering (spec §3 food options). */
export function TicketPreferences({ ticket }: { ticket: Ticket }) {
  const headingId = useId();
  const save = useSaveTicketPreferences(ticket._id);
  const form = useForm({
    mode: 'controlled',
    initialValues: { preferences: ticket.preferences },
  });

  const handleSubmit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty({ preferences: saved.preferences });
        notify.success(EVENT_MESSAGES.preferencesSaved);
      },
      onError: (error) => notify.error(getErrorMessage(error)),
    }),
  );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="h3" id={headingId}>
        Food preferences
      </Title>
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <Checkbox.Group
            label="Tell the hosts what to cater for"
            description="Tick any that apply to you."
            {...form.getInputProps('preferences')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
              {FOOD_PREFERENCES.map((food) => (
                <Checkbox key={food.value} value={food.value} label={food.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {form.values.preferences.length === 0 && (
            <Text size="sm" c="dimmed">
              None chosen: the hosts will cater for you as for everyone.
            </Text>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save preferences
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
