import type { ReportKind } from '@nethub/contract';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { ReportDialog } from './report-dialog';

type ReportActionProps = { kind: ReportKind; targetId: string };

const Trigger = forwardRef<HTMLButtonElement, { label: string; onClick?: () => void }>(
  function Trigger({ label, ...props }, ref) {
    return (
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray.7"
        size="md"
        aria-label={label}
        aria-haspopup="menu"
        {...props}
      >
        <IconDots size={18} aria-hidden />
      </ActionIcon>
    );
  },
);

/**
 * A "⋯" menu holding "Report", for items whose only action for others is reporting. The menu is
 * made on the first click: a list holds one button per item, not one menu per item.
 */
export function ReportMenu({ kind, targetId, label }: ReportActionProps & { label: string }) {
  const [reporting, setReporting] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <>
        <Trigger label={label} onClick={() => setWanted(true)} />
        <ReportDialog
          kind={kind}
          targetId={targetId}
          opened={reporting}
          onClose={() => setReporting(false)}
        />
      </>
    );
  return (
    <>
      <Menu position="bottom-end" withinPortal defaultOpened>
        <Menu.Target>
          <Trigger label={label} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => setReporting(true)}
          >
            Report
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ReportDialog
        kind={kind}
        targetId={targetId}
        opened={reporting}
        onClose={() => setReporting(false)}
      />
    </>
  );
}

/** A quiet "Report" button (a profile's). */
export function ReportButton({
  kind,
  targetId,
  children,
}: ReportActionProps & { children: string }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        c="var(--nh-quiet-text)"
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={() => setReporting(true)}
      >
        {children}
      </Button>
      <ReportDialog
        kind={kind}
        targetId={targetId}
        opened={reporting}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
