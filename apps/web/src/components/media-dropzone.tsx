import '@mantine/dropzone/styles.css';
import { MEDIA_LIMITS } from '@nethub/contract/constants';
import type { MediaKind } from '@nethub/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconFileOff, IconUpload } from '@tabler/icons-react';
import { useRef, type RefObject } from 'react';
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
  openRef?: RefObject<(() => void) | null>;
};

/**
 * A drop target for the mouse, and a real button to choose files for everyone (a focusable
 * zone wrapping the file input would nest interactive controls). The browser refuses files of
 * another type or over the size limit before anything is sent.
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
  const localOpenRef = useRef<() => void>(null);
  const chooserRef = openRef ?? localOpenRef;
  return (
    <Stack gap="xs">
      <Dropzone
        tabIndex={-1}
        accept={limits.contentTypes}
        maxSize={limits.maxBytes}
        multiple={multiple}
        disabled={disabled}
        onDrop={onDrop}
        onReject={(rejections: FileRejection[]) => onReject(rejections.map(({ file }) => file))}
        openRef={chooserRef}
        // The button below is the one way in for assistive technology: the zone's own file
        // input (role button in the tree) would be a second "Upload" button (#19).
        inputProps={{ 'aria-label': label, 'aria-hidden': true, tabIndex: -1 }}
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
              Drag files here, or choose them. {hint}.
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <Group>
        <Button variant="default" disabled={disabled} onClick={() => chooserRef.current?.()}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}
