import type { MediaItem } from '@nethub/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeleteMedia } from '../api/delete-media';

export function DeleteMediaModal({
  item,
  onClose,
}: {
  item: MediaItem | null;
  onClose: () => void;
}) {
  const deletion = useDeleteMedia();

  const handleDelete = () => {
    if (!item) return;
    deletion.mutate(item._id, {
      onSuccess: () => {
        notify.success(MESSAGES.mediaDeleted(item.name));
        onClose();
      },
      onError: (error) => notify.error(getErrorMessage(error)),
    });
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title="Delete this file?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text style={{ overflowWrap: 'anywhere' }}>
          “{item?.name}” will be removed from your media library. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={handleDelete} loading={deletion.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
