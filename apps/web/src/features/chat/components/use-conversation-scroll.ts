import { useCallback, useLayoutEffect, useRef } from 'react';

/** Closer than this to the bottom, new messages keep the view at the bottom. */
const NEAR_BOTTOM_PX = 120;
/** Closer than this to the top, earlier messages load. */
const NEAR_TOP_PX = 48;

type ScrollOptions = {
  /** The oldest item shown: it changes when earlier messages arrive. */
  firstKey: string | undefined;
  /** The newest item shown: it changes when a message is added. */
  lastKey: string | undefined;
  onNearTop: () => void;
  /** The reader is at (or near) the newest message. */
  onNearBottom?: () => void;
};

/**
 * The conversation's scrolling: at the bottom when it opens, following new messages while the
 * reader is near the bottom, and still on the same message when earlier ones are added above.
 */
export function useConversationScroll({
  firstKey,
  lastKey,
  onNearTop,
  onNearBottom,
}: ScrollOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const before = useRef<{ height: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    const kept = before.current;
    if (!element || !kept) return;
    element.scrollTop = element.scrollHeight - kept.height + kept.top;
    before.current = null;
  }, [firstKey]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  /** Rows are about to be added or taken away above: keep the reader's place. */
  const keepPlace = () => {
    const element = ref.current;
    if (element) before.current = { height: element.scrollHeight, top: element.scrollTop };
  };

  const handleScroll = () => {
    const element = ref.current;
    if (!element) return;
    nearBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (element.scrollTop < NEAR_TOP_PX) onNearTop();
    else if (nearBottom.current) onNearBottom?.();
  };

  /** My own message: show it whatever I was reading. */
  const followNewest = useCallback(() => {
    nearBottom.current = true;
  }, []);

  return { ref, handleScroll, keepPlace, followNewest };
}
