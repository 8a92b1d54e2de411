import { useClickOutside } from '@mantine/hooks';
import { useId, useRef } from 'react';
import { useSharedFlag } from './shared-flag';

/**
 * A button that shows and hides a panel beside it: a disclosure rather than an ARIA menu, which
 * keeps the positioning library out of the always-loaded shell. A click outside or focus moving
 * elsewhere closes the panel; Escape closes it and puts focus back on the button.
 *
 * `const [opened, close, rootProps, buttonProps, panelId] = useDisclosurePanel(key)`: spread
 * `rootProps` on the element that holds both, `buttonProps` on the button, and give the panel
 * the id `panelId`. A tuple like `useDisclosure`'s: the shell loads on every page, and an
 * object's property names would survive minification. Whether it is open is shared by `key`
 * (`useSharedFlag`): the header's panels are in the shell, and a click during sign-in's
 * handover, on the shell that is about to be replaced, must still open the panel.
 */
export function useDisclosurePanel(key: string) {
  const [opened, setOpened] = useSharedFlag(key);
  const panel = { close: () => setOpened(false), toggle: () => setOpened(!opened) };
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(panel.close);
  const panelId = useId();

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    panel.close();
    buttonRef.current?.focus();
  };
  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) panel.close();
  };

  const buttonProps = {
    ref: buttonRef,
    onClick: panel.toggle,
    'aria-expanded': opened,
    'aria-controls': panelId,
  };
  return [opened, panel.close, { ref: rootRef, onKeyDown, onBlur }, buttonProps, panelId] as const;
}
