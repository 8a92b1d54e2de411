import type { ChatChannel } from '@nethub/contract';
import { NavLink } from '@mantine/core';
import { IconCornerDownRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UnreadBadge } from './unread-badge';

type Subgroup = ChatChannel['subgroups'][number];

type SubgroupItemProps = { subgroup: Subgroup; href: string; active: boolean };

/** A sub-group's conversation, under its group's. */
export function SubgroupItem({ subgroup, href, active }: SubgroupItemProps) {
  return (
    <NavLink
      component={Link}
      to={href}
      active={active}
      // Grey: the hover shade of the brand colour is too close to its text.
      color="gray"
      aria-current={active ? 'page' : undefined}
      pl="xl"
      leftSection={<IconCornerDownRight size={16} aria-hidden />}
      label={subgroup.nameGroup}
      rightSection={<UnreadBadge count={subgroup.unReadMessage} />}
    />
  );
}
