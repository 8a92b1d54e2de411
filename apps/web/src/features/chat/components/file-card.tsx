import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { fileSize } from '@/lib/format';

type FileCardProps = {
  name: string;
  size: number | null;
  /** Where the file downloads from; none while it is being sent, or once it is gone. */
  url: string | null;
};

/** A file in the conversation: its name, size and a download link. */
export function FileCard({ name, size, url }: FileCardProps) {
  return (
    <Paper withBorder p="sm" maw="min(360px, 85%)">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          <IconFile size={20} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Group gap="sm">
            {size !== null && (
              <Text size="xs" c="dimmed">
                {fileSize(size)}
              </Text>
            )}
            {url && (
              <Anchor
                href={url}
                download={name}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                aria-label={`Download ${name}`}
              >
                Download
              </Anchor>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
