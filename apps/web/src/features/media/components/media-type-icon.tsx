import type { MediaKind } from '@nethub/contract';
import {
  IconFileText,
  IconMovie,
  IconMusic,
  IconPhoto,
  IconPhotoScan,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<MediaKind, Icon> = {
  DOCUMENT: IconFileText,
  AUDIO: IconMusic,
  VIDEO: IconMovie,
  IMAGE: IconPhoto,
  THUMBNAIL: IconPhotoScan,
};

export function MediaTypeIcon({ kind, size = 20 }: { kind: MediaKind; size?: number }) {
  const Icon = ICONS[kind];
  return <Icon size={size} aria-hidden style={{ flexShrink: 0 }} />;
}
