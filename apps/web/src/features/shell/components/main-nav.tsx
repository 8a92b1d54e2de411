import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { isActive, navItemsFor } from '../nav-items';

export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  return (
    <Stack gap={2}>
      {navItemsFor(user).map((item) => {
        const active = isActive(item, pathname);
        return (
          <NavLink
            key={item.path}
            component={Link}
            to={item.href}
            label={item.label}
            leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
