import { MEDIA_LIMITS } from '@nethub/contract/constants';
import type { MediaItem } from '@nethub/contract';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { UploadList } from '@/components/upload-list';
import { useMediaUpload } from '@/lib/upload';
import { ChannelAvatar } from './channel-avatar';

type AvatarChooserProps = {
  /** The group's name, for the initials shown without a picture. */
  name: string;
  /** The picture the group has now. */
  current: string | null;
  chosen: MediaItem | null;
  onChosen: (media: MediaItem | null) => void;
};

/** A group chat's picture: an image uploaded to my media library (presign, PUT, confirm). */
export function AvatarChooser({ name, current, chosen, onChosen }: AvatarChooserProps) {
  const uploads = useMediaUpload({ onUploaded: onChosen });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Group picture (optional)
      </Text>
      <Group wrap="nowrap" gap="sm">
        <ChannelAvatar name={name || 'Group'} src={chosen?.url ?? current} size={56} />
        <FileButton
          accept={MEDIA_LIMITS.IMAGE.contentTypes.join(',')}
          onChange={(file) => file && void uploads.upload([file], 'IMAGE')}
          inputProps={{ 'aria-label': 'Choose a picture' }}
        >
          {(props) => (
            <Button {...props} variant="default" loading={uploads.uploading}>
              Choose a picture
            </Button>
          )}
        </FileButton>
        {chosen && (
          <Button
            variant="subtle"
            color="gray"
            c="var(--nh-quiet-text)"
            onClick={() => onChosen(null)}
          >
            Remove
          </Button>
        )}
      </Group>
      <UploadList
        entries={uploads.entries.filter((entry) => entry.status !== 'done')}
        onDismiss={uploads.dismiss}
      />
    </Stack>
  );
}
