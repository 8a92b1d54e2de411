import type { FullProfile } from '@nethub/contract';
import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MediaDropzone } from '@/components/media-dropzone';
import { UploadList } from '@/components/upload-list';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { fullName, initials } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useMediaUpload } from '@/lib/upload';
import { useUpdateProfile } from '../api/update-profile';

type AvatarModalProps = { profile: FullProfile; onClose: () => void };

/** Uploads a picture into the member's library, then makes it their profile photo. */
export function AvatarModal({ profile, onClose }: AvatarModalProps) {
  const update = useUpdateProfile();
  const uploads = useMediaUpload({
    onUploaded: async (media) => {
      await update.mutateAsync({ avatarMediaId: media._id });
      notify.success(MESSAGES.profileUpdated);
      onClose();
    },
  });
  const busy = uploads.uploading || update.isPending;
  const name = fullName(profile);

  const handleRemove = () =>
    update.mutate(
      { clear: ['avatar'] },
      {
        onSuccess: () => {
          notify.success(MESSAGES.profileUpdated);
          onClose();
        },
        onError: (error) => notify.error(getErrorMessage(error, 'profile')),
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title="Profile photo"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Group wrap="nowrap">
          <Avatar
            src={profile.avatarUrl}
            alt={name}
            aria-hidden={profile.avatarUrl ? undefined : true}
            color="blue"
            radius="xl"
            size={72}
          >
            {initials(profile)}
          </Avatar>
          <Text size="sm">
            Members see this photo on your profile and next to your name. A square picture works
            best.
          </Text>
        </Group>
        <MediaDropzone
          kind="IMAGE"
          label="Choose a photo"
          multiple={false}
          disabled={busy}
          onDrop={(files) => void uploads.upload(files.slice(0, 1), 'IMAGE')}
          onReject={(files) => uploads.reject(files.slice(0, 1), 'IMAGE')}
        />
        <UploadList entries={uploads.entries} onDismiss={uploads.dismiss} />
        {profile.avatarUrl && (
          <Button
            variant="subtle"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={handleRemove}
            loading={update.isPending && !uploads.uploading}
            disabled={uploads.uploading}
            style={{ alignSelf: 'flex-start' }}
          >
            Remove photo
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
