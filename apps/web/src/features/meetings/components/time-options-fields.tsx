import { MEETING_DURATIONS, MEETING_MAX_OPTIONS } from '@nethub/contract';
import { ActionIcon, Button, Fieldset, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** One time on offer, as typed: a local date-time, minutes, a place or video link. */
export type TimeOptionDraft = { startsAt: string; durationMinutes: string; location: string };

export const emptyOption = (location = ''): TimeOptionDraft => ({
  startsAt: '',
  durationMinutes: '30',
  location,
});

/** The drafts as the API takes them (times in UTC); blank rows are left out. */
export const toOptions = (drafts: TimeOptionDraft[]) =>
  drafts
    .filter((d) => d.startsAt)
    .map((d) => ({
      startsAt: new Date(d.startsAt).toISOString(),
      durationMinutes: Number(d.durationMinutes),
      location: d.location.trim(),
    }));

const DURATION_DATA = MEETING_DURATIONS.map((m) => ({
  value: String(m),
  label: m < 60 ? `${m} minutes` : m === 60 ? '1 hour' : `${m / 60} hours`,
}));

/** One to three times, each with a duration and a place or video link. */
export function TimeOptionsFields({
  value,
  onChange,
  errors = {},
}: {
  value: TimeOptionDraft[];
  onChange: (next: TimeOptionDraft[]) => void;
  errors?: Record<number, string>;
}) {
  const set = (index: number, patch: Partial<TimeOptionDraft>) =>
    onChange(value.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <Stack gap="sm">
      {value.map((draft, index) => {
        const n = index + 1;
        return (
          <Fieldset key={index} legend={`Time ${n}`} p="sm">
            <Stack gap="xs">
              <Group align="flex-end" gap="xs" wrap="wrap">
                <TextInput
                  type="datetime-local"
                  label={`Date and time ${n}`}
                  value={draft.startsAt}
                  onChange={(e) => set(index, { startsAt: e.currentTarget.value })}
                  error={errors[index]}
                  required={index === 0}
                  style={{ flex: '1 1 12rem' }}
                />
                <Select
                  label={`Duration ${n}`}
                  data={DURATION_DATA}
                  value={draft.durationMinutes}
                  onChange={(v) => set(index, { durationMinutes: v ?? '30' })}
                  allowDeselect={false}
                  style={{ flex: '0 1 9rem' }}
                />
                {value.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove time ${n}`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
              <TextInput
                label={`Place or video link ${n}`}
                placeholder="Albert's Café, Deansgate — or https://meet…"
                value={draft.location}
                maxLength={300}
                onChange={(e) => set(index, { location: e.currentTarget.value })}
                required={!!draft.startsAt}
              />
            </Stack>
          </Fieldset>
        );
      })}
      {value.length < MEETING_MAX_OPTIONS && (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...value, emptyOption(value.at(-1)?.location)])}
          style={{ alignSelf: 'flex-start' }}
        >
          Offer another time
        </Button>
      )}
    </Stack>
  );
}

/** Field errors of the API (`body.options.1.startsAt`) by row. */
export function optionErrors(details: unknown): Record<number, string> {
  const errors: Record<number, string> = {};
  if (!Array.isArray(details)) return errors;
  for (const item of details as Array<{ field?: string; message?: string }>) {
    const match = /options\.(\d+)/.exec(item.field ?? '');
    if (match && item.message) errors[Number(match[1])] ??= item.message;
  }
  return errors;
}
