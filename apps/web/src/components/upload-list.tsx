import { CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { UploadEntry } from '@/lib/upload';

const statusText = (entry: UploadEntry) => {
  if (entry.status === 'waiting') return 'Waiting';
  if (entry.status === 'uploading') return `${entry.percent}%`;
  return 'Uploaded';
};

/** One line per file of an upload: its progress, then done or why it failed. */
export function UploadList({
  entries,
  onDismiss,
}: {
  entries: UploadEntry[];
  onDismiss: (id: number) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploads">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={500} truncate miw={0}>
              {entry.name}
            </Text>
            {entry.status === 'failed' ? (
              <CloseButton
                size="sm"
                aria-label={`Dismiss ${entry.name}`}
                onClick={() => onDismiss(entry.id)}
              />
            ) : (
              <Group gap={4} wrap="nowrap">
                {entry.status === 'done' && <IconCheck size={14} aria-hidden />}
                <Text size="sm" c="dimmed">
                  {statusText(entry)}
                </Text>
              </Group>
            )}
          </Group>
          {entry.status === 'failed' ? (
            <Text
              size="sm"
              c="var(--mantine-color-error)"
              role="alert"
              style={{ overflowWrap: 'anywhere' }}
            >
              {entry.error}
            </Text>
          ) : (
            <Progress
              mt={4}
              value={entry.percent}
              color={entry.status === 'done' ? 'teal.9' : undefined}
              aria-label={`Upload of ${entry.name}`}
              transitionDuration={150}
            />
          )}
        </li>
      ))}
    </Stack>
  );
}
