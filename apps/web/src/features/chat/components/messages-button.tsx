import { ActionIcon, Box, Indicator, Paper } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef } from 'react';
import { PageLoader } from '@/components/page-loader';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveChat } from './use-live-chat';

// The button and its count are in every page; the list loads on the first click.
const MessagesPanel = lazy(() =>
  import('./messages-panel').then((module) => ({ default: module.MessagesPanel })),
);

const focusOnMount = (node: HTMLElement | null) => node?.focus();

/**
 * The header's messages button: how many conversations have unread messages, live, and a
 * panel of the latest ones. A disclosure like the notification bell's.
 */
export function MessagesButton() {
  const live = useLiveChat();
  const unread = useUnreadCount('all', { enabled: live }).data;
  const [opened, panel] = useDisclosure(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(panel.close);
  const panelId = useId();
  const total = unread ?? 0;

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    panel.close();
    buttonRef.current?.focus();
  };
  const handleBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) panel.close();
  };

  return (
    <Box ref={rootRef} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <Indicator
        label={total}
        maxValue={99}
        showZero={false}
        disabled={total === 0}
        size={18}
        offset={6}
        attributes={{ indicator: { 'aria-hidden': true } }}
      >
        <ActionIcon
          ref={buttonRef}
          variant="subtle"
          color="gray"
          size="lg"
          onClick={panel.toggle}
          aria-label={unread === undefined ? 'Messages' : `Messages, ${total} unread`}
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
        >
          <IconMessageCircle size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
      {opened && (
        <Paper
          id={panelId}
          ref={focusOnMount}
          tabIndex={-1}
          role="dialog"
          aria-label="Messages"
          withBorder
          shadow="md"
          pos="fixed"
          top={68}
          right={8}
          w="min(400px, calc(100vw - 16px))"
          style={{ zIndex: 200, overflow: 'hidden' }}
        >
          <Suspense fallback={<PageLoader inline label="Loading conversations" />}>
            <MessagesPanel onClose={panel.close} />
          </Suspense>
        </Paper>
      )}
    </Box>
  );
}
