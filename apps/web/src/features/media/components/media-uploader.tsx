import { MEDIA_LIMITS } from '@nethub/contract/constants';
import type { MediaKind } from '@nethub/contract';
import { Stack } from '@mantine/core';
import type { RefObject } from 'react';
import { MediaDropzone } from '@/components/media-dropzone';
import { UploadList } from '@/components/upload-list';
import type { useMediaUpload } from '@/lib/upload';

type MediaUploaderProps = {
  kind: MediaKind;
  uploads: ReturnType<typeof useMediaUpload>;
  openRef?: RefObject<(() => void) | null>;
};

/** Uploads into the open tab's kind; the files queue one after another. */
export function MediaUploader({ kind, uploads, openRef }: MediaUploaderProps) {
  return (
    <Stack gap="sm">
      <MediaDropzone
        kind={kind}
        label={`Upload ${MEDIA_LIMITS[kind].label.toLowerCase()}`}
        onDrop={(files) => void uploads.upload(files, kind)}
        onReject={(files) => uploads.reject(files, kind)}
        openRef={openRef}
      />
      <UploadList entries={uploads.entries} onDismiss={uploads.dismiss} />
    </Stack>
  );
}
