import '@mantine/dropzone/styles.css';
import { MEDIA_LIMITS, type MediaKind } from '@nethub/contract';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconFileOff, IconUpload } from '@tabler/icons-react';
import type { Ref } from 'react';
import { fileSize } from '@/lib/format';

/** What each kind accepts, in words a member knows (the content types behind MEDIA_LIMITS). */
const ACCEPTED_FORMATS: Record<MediaKind, string> = {
  DOCUMENT: 'PDF, Word, Excel, PowerPoint, text or CSV',
  AUDIO: 'MP3, M4A, WAV, OGG or WebM audio',
  VIDEO: 'MP4, WebM or QuickTime video',
  IMAGE: 'JPEG, PNG, GIF or WebP',
  THUMBNAIL: 'JPEG, PNG or WebP',
};

export const acceptedFormats = (kind: MediaKind) =>
  `${ACCEPTED_FORMATS[kind]}, up to ${fileSize(MEDIA_LIMITS[kind].maxBytes)}`;

type MediaDropzoneProps = {
  kind: MediaKind;
  /** The visible call to action, also the zone's accessible name. */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onDrop: (files: File[]) => void;
  onReject: (files: File[]) => void;
  /** Lets another button open the file chooser. */
  openRef?: Ref<() => void>;
};

/**
 * Drag and drop, or click / Enter / Space to choose. The browser refuses files of another
 * type or over the size limit before anything is sent.
 */
export function MediaDropzone({
  kind,
  label,
  multiple = true,
  disabled,
  onDrop,
  onReject,
  openRef,
}: MediaDropzoneProps) {
  const limits = MEDIA_LIMITS[kind];
  const hint = acceptedFormats(kind);
  return (
    <Dropzone
      role="button"
      aria-label={`${label}. ${hint}`}
      accept={limits.contentTypes}
      maxSize={limits.maxBytes}
      multiple={multiple}
      disabled={disabled}
      onDrop={onDrop}
      onReject={(rejections: FileRejection[]) => onReject(rejections.map(({ file }) => file))}
      openRef={openRef}
      inputProps={{ 'aria-label': label }}
    >
      <Group justify="center" gap="md" mih={96} wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={40} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconFileOff size={40} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconCloudUpload size={40} aria-hidden />
        </Dropzone.Idle>
        <Stack gap={2}>
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="dimmed">
            Drag files here or press to choose. {hint}.
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
