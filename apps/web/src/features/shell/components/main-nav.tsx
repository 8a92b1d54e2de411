import { NavLink, Skeleton, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isActive, navItemsFor, type NavUser } from '../nav-items';

type MainNavProps = {
  /** `null` while the session is being restored: the items depend on who is signed in. */
  user: NavUser | null;
  onNavigate?: () => void;
};

/** Placeholder rows, as tall as the links, so the sidebar keeps its shape while the session loads. */
const PENDING_ROWS = 8;

export function MainNav({ user, onNavigate }: MainNavProps) {
  const { pathname } = useLocation();
  if (!user) {
    return (
      <Stack gap={2} aria-busy="true">
        {Array.from({ length: PENDING_ROWS }, (_, index) => (
          <Skeleton key={index} height={36} radius="sm" />
        ))}
      </Stack>
    );
  }
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
