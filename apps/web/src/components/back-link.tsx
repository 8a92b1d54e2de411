import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

type BackLinkProps = { to: string; children: React.ReactNode };

/** The small link above a page's title, back to the list the page belongs to. */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
