import { MEDIA_KINDS, MEDIA_LIMITS } from '@nethub/contract/constants';
import type { MediaItem, MediaKind } from '@nethub/contract';
import { Box, Center, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useMediaUpload } from '@/lib/upload';
import { useDownloadMedia } from '../api/download-media';
import { useMedia } from '../api/get-media';
import { DeleteMediaModal } from './delete-media-modal';
import { MediaCard } from './media-card';
import { MediaPreviewModal } from './media-preview-modal';
import { MediaTypeIcon } from './media-type-icon';
import { MediaUploader } from './media-uploader';
import { LoadMoreButton } from '@/components/load-more-button';
import { useDebouncedSearch } from '@/lib/search';
import { Badge } from '@/components/badge';

const kindName = (kind: MediaKind) => MEDIA_LIMITS[kind].label.toLowerCase();

/**
 * What a member keeps in the library. THUMBNAIL is the server's own kind (the small copies it
 * makes for previews), not something a member uploads or looks for (#19).
 */
const LIBRARY_KINDS = MEDIA_KINDS.filter((kind) => kind !== 'THUMBNAIL');

const isMediaKind = (value: string | null): value is MediaKind =>
  LIBRARY_KINDS.some((kind) => kind === value);

/** Nothing here yet: the upload zone above is the one way to add files (no second button). */
function EmptyState({ kind, textSearch }: { kind: MediaKind; textSearch: string }) {
  if (textSearch)
    return (
      <Text py="xl" ta="center">
        No {kindName(kind)} match “{textSearch}”.
      </Text>
    );
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" ta="center">
        <MediaTypeIcon kind={kind} size={40} />
        <Title order={2} fz="h4">
          No {kindName(kind)} yet
        </Title>
        <Text c="dimmed">Files you upload here are kept in your private media library.</Text>
      </Stack>
    </Center>
  );
}

/** The member's media library: a tab per kind, search, upload, preview, download, delete. */
export function MediaManager() {
  const [kind, setKind] = useState<MediaKind>('DOCUMENT');
  const [search, setSearch] = useState('');
  const textSearch = useDebouncedSearch(search);
  const media = useMedia(kind, textSearch);
  const download = useDownloadMedia();
  const [previewing, setPreviewing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  // Here rather than in the tab: an upload keeps going, and showing, when the tab changes.
  const uploads = useMediaUpload({
    onUploaded: (item) => notify.success(MESSAGES.uploaded(item.name)),
  });

  const pages = media.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const totalRows = pages[0]?.totalRows ?? 0;
  const counts = pages[0]?.tabs;

  return (
    <Stack gap="lg">
      <TextInput
        label="Search media"
        type="search"
        maw={480}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Tabs
        value={kind}
        onChange={(value) => isMediaKind(value) && setKind(value)}
        keepMounted={false}
      >
        <Tabs.List>
          {LIBRARY_KINDS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              leftSection={<MediaTypeIcon kind={tab} size={16} />}
              rightSection={
                counts && (
                  <Badge size="sm" tone="info" circle={counts[tab] < 10}>
                    {counts[tab]}
                  </Badge>
                )
              }
            >
              {MEDIA_LIMITS[tab].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LIBRARY_KINDS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="lg">
            <Stack gap="lg">
              <MediaUploader kind={tab} uploads={uploads} />
              {media.isPending && <PageLoader inline label={`Loading ${kindName(tab)}`} />}
              {media.isError && (
                <RetryAlert error={media.error} onRetry={() => void media.refetch()} />
              )}
              {media.isSuccess && (
                <Box
                  aria-busy={media.isPlaceholderData}
                  style={{ opacity: media.isPlaceholderData ? 0.6 : 1 }}
                >
                  {rows.length === 0 ? (
                    <EmptyState kind={tab} textSearch={textSearch} />
                  ) : (
                    <Stack gap="md">
                      <Text size="sm" c="dimmed" aria-live="polite">
                        Showing {rows.length} of {totalRows} {kindName(tab)}
                      </Text>
                      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                        {rows.map((item) => (
                          <MediaCard
                            key={item._id}
                            item={item}
                            onPreview={setPreviewing}
                            onDownload={(file) => download.mutate(file)}
                            onDelete={setDeleting}
                            downloading={download.isPending && download.variables?.url === item.url}
                          />
                        ))}
                      </SimpleGrid>
                      <LoadMoreButton pages={media} />
                    </Stack>
                  )}
                </Box>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <MediaPreviewModal item={previewing} onClose={() => setPreviewing(null)} />
      <DeleteMediaModal item={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
