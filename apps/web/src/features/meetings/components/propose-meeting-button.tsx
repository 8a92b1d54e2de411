import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';

/** "Propose a meeting" with a connection: opens the proposal form (its own chunk). */
export function ProposeMeetingButton({
  member,
  ...props
}: { member: { _id: string; firstName: string; lastName: string } } & ButtonProps) {
  return (
    <Button
      component={Link}
      to={paths.meetings.new.getHref(member._id)}
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      aria-label={`Propose a meeting to ${fullName(member)}`}
      {...props}
    >
      Propose a meeting
    </Button>
  );
}
