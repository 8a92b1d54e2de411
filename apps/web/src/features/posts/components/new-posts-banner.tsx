import type { NewPostsCheck } from '@nethub/contract';
import { Box, Button, Center } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';

const bannerLabel = ({ total }: NewPostsCheck) => {
  if (total === 0) return 'New posts — show';
  return `${total} new ${total === 1 ? 'post' : 'posts'} — show`;
};

type NewPostsBannerProps = { check: NewPostsCheck; onShow: () => void };

/**
 * Tells the member that others have posted since the feed was loaded. The live region is
 * always there, so screen readers announce the button when it appears.
 */
export function NewPostsBanner({ check, onShow }: NewPostsBannerProps) {
  return (
    <Box
      role="status"
      pos="sticky"
      style={{
        top: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-xs))',
        zIndex: 2,
      }}
    >
      {check.newPost && (
        <Center>
          <Button radius="xl" leftSection={<IconArrowUp size={16} aria-hidden />} onClick={onShow}>
            {bannerLabel(check)}
          </Button>
        </Center>
      )}
    </Box>
  );
}
