import { ErrorCode, MEDIA_LIMITS } from '@nethub/contract/constants';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { fileSize } from '@/lib/format';
import { useUploadSubscriberAvatar, type AvatarUpload } from '../api/create-subscriber';
import { describeSalesError } from './sales-errors';

const { contentTypes, maxBytes } = MEDIA_LIMITS.IMAGE;

export const AVATAR_MESSAGES = {
  wrongType: 'Please choose a JPEG, PNG, GIF or WebP picture.',
  tooLarge: `The picture is too large: ${fileSize(maxBytes)} at most.`,
} as const;

/** What is wrong with a picture before it is sent, or null. */
function checkPicture(file: File) {
  if (!contentTypes.includes(file.type.toLowerCase())) return AVATAR_MESSAGES.wrongType;
  if (file.size === 0 || file.size > maxBytes) return AVATAR_MESSAGES.tooLarge;
  return null;
}

type AvatarUploadFieldProps = {
  value: AvatarUpload | null;
  onChange: (upload: AvatarUpload | null) => void;
  /** Told while a picture is on its way, so the form waits for it. */
  onUploadingChange: (uploading: boolean) => void;
};

/**
 * The new account's picture (optional): sent as soon as it is chosen, so the subscriber is
 * created with the id of a picture already stored.
 */
export function AvatarUploadField({ value, onChange, onUploadingChange }: AvatarUploadFieldProps) {
  const upload = useUploadSubscriberAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const problemId = useId();

  const choose = (file: File | null) => {
    if (!file) return;
    const refused = checkPicture(file);
    setProblem(refused);
    if (refused) return;
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (stored) => onChange(stored),
      onError: (error) =>
        setProblem(
          describeSalesError(error, {
            [ErrorCode.FILE_TOO_LARGE]: AVATAR_MESSAGES.tooLarge,
            [ErrorCode.PAYLOAD_TOO_LARGE]: AVATAR_MESSAGES.tooLarge,
            [ErrorCode.FILE_TYPE_NOT_ALLOWED]: AVATAR_MESSAGES.wrongType,
          }),
        ),
      onSettled: () => onUploadingChange(false),
    });
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        Picture (optional)
      </Text>
      <Group wrap="nowrap" gap="sm">
        <Avatar src={value?.url} alt={value ? 'The chosen picture' : ''} size={56} radius="xl">
          <IconUser aria-hidden />
        </Avatar>
        <FileButton
          accept={contentTypes.join(',')}
          onChange={choose}
          inputProps={{ 'aria-label': 'Choose a picture' }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={upload.isPending}
              aria-describedby={problem ? problemId : undefined}
            >
              {value ? 'Choose another picture' : 'Choose a picture'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="gray.7" onClick={() => onChange(null)}>
            Remove
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Used only when the e-mail address is new to Net Hub. JPEG, PNG, GIF or WebP, up to{' '}
        {fileSize(maxBytes)}.
      </Text>
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" id={problemId}>
          {problem}
        </Text>
      )}
    </Stack>
  );
}
