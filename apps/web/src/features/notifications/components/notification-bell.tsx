import { ActionIcon, Box, Indicator, Paper } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef } from 'react';
import { PageLoader } from '@/components/page-loader';
import { unreadTotal, useNotificationCounts } from '../api/get-notification-counts';
import { useWatchNotificationCounts } from '../api/watch-notification-counts';

// The bell and its count are in every page; the list loads on the first click.
const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((module) => ({ default: module.NotificationsPanel })),
);

const focusOnMount = (node: HTMLElement | null) => node?.focus();

/**
 * The header's bell: the unread count, live, and a panel of the latest notifications. A
 * disclosure like the account menu, which keeps the positioning library out of the shell.
 */
export function NotificationBell() {
  useWatchNotificationCounts();
  const counts = useNotificationCounts().data;
  const [opened, panel] = useDisclosure(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(panel.close);
  const panelId = useId();
  const total = counts ? unreadTotal(counts) : 0;

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
        // The button's name already says how many.
        attributes={{ indicator: { 'aria-hidden': true } }}
      >
        <ActionIcon
          ref={buttonRef}
          variant="subtle"
          color="gray"
          size="lg"
          onClick={panel.toggle}
          aria-label={counts ? `Notifications, ${total} unread` : 'Notifications'}
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
        >
          <IconBell size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
      {opened && (
        <Paper
          id={panelId}
          ref={focusOnMount}
          tabIndex={-1}
          role="dialog"
          aria-label="Notifications"
          withBorder
          shadow="md"
          // Under the header, within the screen's width from phones up.
          pos="fixed"
          top={68}
          right={8}
          w="min(400px, calc(100vw - 16px))"
          style={{ zIndex: 200, overflow: 'hidden' }}
        >
          <Suspense fallback={<PageLoader inline label="Loading notifications" />}>
            <NotificationsPanel onClose={panel.close} />
          </Suspense>
        </Paper>
      )}
    </Box>
  );
}
