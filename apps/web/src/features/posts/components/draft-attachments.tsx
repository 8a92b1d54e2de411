import type { MediaItem } from '@nethub/contract';
import { ActionIcon, Box, CloseButton, Group, Image, Paper, Text } from '@mantine/core';
import { IconFileText, IconX } from '@tabler/icons-react';
import { isPicture } from './media-kind';

const THUMB_SIZE = 88;

function PictureThumb({ item, onRemove }: { item: MediaItem; onRemove: () => void }) {
  return (
    <Box pos="relative" w={THUMB_SIZE} h={THUMB_SIZE}>
      <Image src={item.url} alt={item.name} w={THUMB_SIZE} h={THUMB_SIZE} radius="sm" fit="cover" />
      <ActionIcon
        variant="default"
        size="sm"
        radius="xl"
        pos="absolute"
        top={4}
        right={4}
        aria-label={`Remove ${item.name}`}
        onClick={onRemove}
      >
        <IconX size={14} aria-hidden />
      </ActionIcon>
    </Box>
  );
}

function FileChip({ item, onRemove }: { item: MediaItem; onRemove: () => void }) {
  return (
    <Paper withBorder radius="xl" py={4} pl="sm" pr={4}>
      <Group gap={6} wrap="nowrap">
        <IconFileText size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" truncate maw={200} title={item.name}>
          {item.name}
        </Text>
        <CloseButton size="sm" aria-label={`Remove ${item.name}`} onClick={onRemove} />
      </Group>
    </Paper>
  );
}

type DraftAttachmentsProps = { media: MediaItem[]; onRemove: (id: string) => void };

/** The files a post being written carries, each removable until it is sent. */
export function DraftAttachments({ media, onRemove }: DraftAttachmentsProps) {
  if (media.length === 0) return null;
  return (
    <Group
      component="ul"
      gap="sm"
      align="center"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Attached files"
    >
      {media.map((item) => (
        <li key={item._id}>
          {isPicture(item) ? (
            <PictureThumb item={item} onRemove={() => onRemove(item._id)} />
          ) : (
            <FileChip item={item} onRemove={() => onRemove(item._id)} />
          )}
        </li>
      ))}
    </Group>
  );
}
