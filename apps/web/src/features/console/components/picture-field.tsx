import type { PictureBody } from '@nethub/contract';
import { MEDIA_LIMITS } from '@nethub/contract/constants';
import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { fileSize } from '@/lib/format';
import { notify } from '@/lib/notify';
import { uploadMedia, UploadError } from '@/lib/upload';

const { contentTypes, maxBytes } = MEDIA_LIMITS.IMAGE;

type PictureFieldProps = {
  /** "Logo" or "Cover": the field's name, and the buttons' ("Upload logo"). */
  label: string;
  /** Whose picture it is, for the buttons' names ("Upload cover for Leeds Makers"). */
  of: string;
  url: string | null;
  shape: 'square' | 'wide';
  /** Saves the choice: a media id of my library, or {} to take the picture away. */
  save: { mutateAsync: (body: PictureBody) => Promise<unknown>; isPending: boolean };
};

/**
 * An organisation's logo or a group's cover: the picture goes into the owner's media library
 * (the profile photo's path: JPEG, PNG, GIF or WebP within the image limit), then becomes the
 * logo or cover. Problems are said under the buttons.
 */
export function PictureField({ label, of, url, shape, save }: PictureFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const name = label.toLowerCase();
  const busy = uploading || save.isPending;

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      const media = await uploadMedia(file, 'IMAGE');
      await save.mutateAsync({ mediaId: media._id });
      notify.success(MESSAGES.updated);
    } catch (error) {
      setProblem(error instanceof UploadError ? error.message : getErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({});
      notify.success(MESSAGES.updated);
    } catch (error) {
      setProblem(getErrorMessage(error));
    }
  };

  const width = shape === 'square' ? 72 : 216;
  return (
    <Stack gap="xs">
      <Group gap="md" wrap="wrap" align="center">
        <Box
          w={width}
          h={72}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            background: 'var(--nh-surface-muted)',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {url ? (
            <Image src={url} alt={`${label} of ${of}`} w={width} h={72} fit="cover" />
          ) : (
            <IconPhoto size={28} aria-hidden />
          )}
        </Box>
        <Group gap="xs">
          <FileButton
            accept={contentTypes.join(',')}
            onChange={(file) => void choose(file)}
            inputProps={{ 'aria-label': `Choose a ${name} picture for ${of}` }}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={uploading}
                disabled={busy && !uploading}
                aria-label={`${url ? 'Change' : 'Upload'} ${name} for ${of}`}
                aria-describedby={problem ? problemId : undefined}
              >
                {url ? `Change ${name}` : `Upload ${name}`}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void remove()}
              disabled={busy}
              aria-label={`Remove ${name} of ${of}`}
            >
              Remove
            </Button>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        JPEG, PNG, GIF or WebP, up to {fileSize(maxBytes)}. It is kept in your media library.
      </Text>
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" id={problemId}>
          {problem}
        </Text>
      )}
    </Stack>
  );
}
