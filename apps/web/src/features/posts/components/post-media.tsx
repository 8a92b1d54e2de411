import type { MediaItem } from '@nethub/contract';
import { Anchor, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { fileSize } from '@/lib/format';
import { isPicture } from './media-kind';

function PictureGrid({ pictures }: { pictures: MediaItem[] }) {
  const single = pictures.length === 1;
  return (
    <SimpleGrid cols={single ? 1 : 2} spacing="xs">
      {pictures.map((item) => (
        <Anchor key={item._id} href={item.url} target="_blank" rel="noopener noreferrer">
          <Image
            src={item.url}
            alt={item.name}
            h={single ? 320 : 180}
            radius="sm"
            fit="cover"
            loading="lazy"
          />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}

function FileLinks({ files }: { files: MediaItem[] }) {
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {files.map((item) => (
        <li key={item._id}>
          <Anchor href={item.url} download={item.name} size="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconDownload size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              <Text span size="xs" c="dimmed">
                ({fileSize(item.size)})
              </Text>
            </Group>
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

/** A post's pictures in a grid, and its other files as downloads. */
export function PostMedia({ media }: { media: MediaItem[] }) {
  const pictures = media.filter(isPicture);
  const files = media.filter((item) => !isPicture(item));
  return (
    <Stack gap="sm">
      {pictures.length > 0 && <PictureGrid pictures={pictures} />}
      {files.length > 0 && <FileLinks files={files} />}
    </Stack>
  );
}
