import { ActionIcon, Box, Indicator, Paper } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useDisclosurePanel } from '@/lib/disclosure';
import { PageLoader } from './page-loader';

const focusOnMount = (node: HTMLElement | null) => node?.focus();

type HeaderPanelButtonProps = {
  icon: Icon;
  /** The button's accessible name, which says how many are unread once that is known. */
  label: string;
  /** Unread: a badge on the icon, "99+" above 99, none at 0. */
  count: number;
  /** The panel's accessible name. */
  title: string;
  /** What the loader says while the panel's code loads. */
  loadingLabel: string;
  /**
   * The panel's body, `lazy()` in the caller's module: the button and its count are in every
   * page, the panel's code loads on the first click.
   */
  panel: React.ComponentType<{ onClose: () => void }>;
};

/**
 * A header icon button with an unread count that opens a panel under the header (the bell, the
 * messages button): focus moves into the panel; Escape, a click outside or focus leaving closes
 * it.
 */
export function HeaderPanelButton({
  icon: ButtonIcon,
  label,
  count,
  title,
  loadingLabel,
  panel: Panel,
}: HeaderPanelButtonProps) {
  const [opened, close, rootProps, buttonProps, panelId] = useDisclosurePanel(`panel:${title}`);

  return (
    <Box {...rootProps}>
      <Indicator
        label={count}
        maxValue={99}
        showZero={false}
        disabled={count === 0}
        size={18}
        offset={6}
        // The button's name already says how many.
        attributes={{ indicator: { 'aria-hidden': true } }}
      >
        <ActionIcon
          {...buttonProps}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          // The panel is in the page only while open.
          aria-controls={opened ? panelId : undefined}
        >
          <ButtonIcon size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
      {opened && (
        <Paper
          id={panelId}
          ref={focusOnMount}
          tabIndex={-1}
          role="dialog"
          aria-label={title}
          withBorder
          shadow="md"
          // Under the header, within the screen's width from phones up.
          pos="fixed"
          top={68}
          right={8}
          w="min(400px, calc(100vw - 16px))"
          style={{ zIndex: 200, overflow: 'hidden' }}
        >
          <Suspense fallback={<PageLoader inline label={loadingLabel} />}>
            <Panel onClose={close} />
          </Suspense>
        </Paper>
      )}
    </Box>
  );
}
