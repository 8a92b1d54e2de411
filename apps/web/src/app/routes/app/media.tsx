import { Stack } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { MediaManager } from '@/features/media';

export default function MediaRoute() {
  return (
    <Stack gap="lg">
      <PageTitle
        title="Media"
        description="Your documents, audio, video and images, in one private library."
      />
      <MediaManager />
    </Stack>
  );
}
