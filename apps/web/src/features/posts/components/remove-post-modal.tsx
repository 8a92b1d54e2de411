import { POST_MESSAGES } from '@nethub/contract/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeactivatePost } from '../api/deactivate-post';

type RemovePostModalProps = {
  postId: string;
  opened: boolean;
  onClose: () => void;
  onRemoved?: () => void;
};

/** Asks before a post is taken down: it cannot be brought back. */
export function RemovePostModal({ postId, opened, onClose, onRemoved }: RemovePostModalProps) {
  const deactivate = useDeactivatePost();

  const handleConfirm = () =>
    deactivate.mutate(postId, {
      onSuccess: () => {
        notify.success(POST_MESSAGES.deactivated);
        onClose();
        onRemoved?.();
      },
      onError: (error) => notify.error(getErrorMessage(error)),
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Remove this post?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text>The post and its responses leave the feed for everyone. This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={handleConfirm} loading={deactivate.isPending}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
