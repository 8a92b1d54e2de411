import type { MediaItem } from '@nethub/contract';
import { Image, Modal } from '@mantine/core';

function Preview({ item }: { item: MediaItem }) {
  if (item.type === 'VIDEO')
    return (
      <video controls src={item.url} style={{ width: '100%', maxHeight: '70vh' }}>
        Your browser cannot play this video. Use Download to save it instead.
      </video>
    );
  if (item.type === 'AUDIO')
    return (
      <audio controls src={item.url} style={{ width: '100%' }}>
        Your browser cannot play this audio. Use Download to save it instead.
      </audio>
    );
  return <Image src={item.url} alt={item.name} fit="contain" mah="70vh" />;
}

/** Pictures large, audio and video in the browser's own player. */
export function MediaPreviewModal({
  item,
  onClose,
}: {
  item: MediaItem | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item?.name}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close preview' }}
    >
      {item && <Preview item={item} />}
    </Modal>
  );
}
