import type { MediaItem } from '@nethub/contract';
import { Box, Button, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import {
  IconDownload,
  IconExternalLink,
  IconEye,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { fileSize, useFormatters } from '@/lib/format';
import { MediaTypeIcon } from './media-type-icon';

export const isPicture = (item: MediaItem) => item.type === 'IMAGE' || item.type === 'THUMBNAIL';

type MediaCardProps = {
  item: MediaItem;
  onPreview: (item: MediaItem) => void;
  onDownload: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
  downloading: boolean;
};

const PREVIEW_HEIGHT = 140;

function PrimaryAction({ item, onPreview }: Pick<MediaCardProps, 'item' | 'onPreview'>) {
  if (item.type === 'DOCUMENT') {
    return (
      <Button
        component="a"
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        variant="light"
        leftSection={<IconExternalLink size={14} aria-hidden />}
        aria-label={`Open ${item.name}`}
      >
        Open
      </Button>
    );
  }
  const picture = isPicture(item);
  const Icon = picture ? IconEye : IconPlayerPlay;
  const label = picture ? 'Preview' : 'Play';
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={`${label} ${item.name}`}
      onClick={() => onPreview(item)}
    >
      {label}
    </Button>
  );
}

export function MediaCard({ item, onPreview, onDownload, onDelete, downloading }: MediaCardProps) {
  const format = useFormatters();
  return (
    <Card withBorder padding="sm" component="article" aria-label={item.name}>
      <Card.Section>
        {isPicture(item) ? (
          // A larger target for pointers; keyboards and screen readers use the Preview button.
          <Box onClick={() => onPreview(item)} style={{ cursor: 'zoom-in' }}>
            <Image src={item.url} alt="" h={PREVIEW_HEIGHT} fit="cover" loading="lazy" />
          </Box>
        ) : (
          <Center h={PREVIEW_HEIGHT} bg="var(--nh-surface-muted)" c="dimmed">
            <MediaTypeIcon kind={item.type} size={48} />
          </Center>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group gap={6} wrap="nowrap">
          <MediaTypeIcon kind={item.type} size={18} />
          <Text fw={600} truncate title={item.name} miw={0}>
            {item.name}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {fileSize(item.size)} · {format.date(item.createdAt)}
        </Text>
        <Group gap="xs" mt={4}>
          <PrimaryAction item={item} onPreview={onPreview} />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download ${item.name}`}
            loading={downloading}
            onClick={() => onDownload(item)}
          >
            Download
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            c="var(--mantine-color-error)"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={`Delete ${item.name}`}
            onClick={() => onDelete(item)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
