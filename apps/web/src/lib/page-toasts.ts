import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Toasts that only tell about the screen that raised them ("your post has been published" on
 * the feed): they close when it unmounts, as the member goes to another page, where they would
 * be stale and cover its controls for the rest of their 10 s. Other toasts (a flash for the
 * page a navigation leads to, "saved" before leaving a form) outlive the navigation as before.
 * Returns `bind(id)`, for the id `notify.*` returns. Not in the entry: only lazy screens use it.
 */
export function usePageToasts() {
  const ids = useRef(new Set<string>());
  useEffect(() => {
    const open = ids.current;
    return () => {
      for (const id of open) notifications.hide(id);
      open.clear();
    };
  }, []);
  return useCallback((id: string) => void ids.current.add(id), []);
}
