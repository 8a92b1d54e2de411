import { ActionIcon, Button, Kbd } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useSharedFlag } from '@/lib/shared-flag';

// The dialog, its combobox and its results load on the first open, not with every page.
const SearchDialog = lazy(() =>
  import('./search-dialog').then((module) => ({ default: module.SearchDialog })),
);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** True when a key press goes to something the member types in. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search (ADR 033): "Search" with its shortcut from 768 px, an icon on phones.
 * `/` (outside a text field) and Ctrl+K / ⌘K open it from anywhere.
 */
export function SearchButton() {
  // Shared by the shell's instances (see useSharedFlag): a tap during sign-in's handover holds.
  const [opened, setOpened] = useSharedFlag('search');
  const [loaded, setLoaded] = useSharedFlag('search-loaded');
  const close = () => setOpened(false);
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!commandK && !(slash && !typingIn(event.target))) return;
      event.preventDefault();
      setLoaded(true);
      setOpened(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setLoaded, setOpened]);

  const open = () => {
    setLoaded(true);
    setOpened(true);
  };

  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{shortcut}</Kbd>}
        onClick={open}
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-haspopup="dialog"
      >
        Search
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        size="lg"
        onClick={open}
        aria-label="Search"
        aria-haspopup="dialog"
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
