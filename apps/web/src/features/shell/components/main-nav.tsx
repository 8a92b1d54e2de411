import { Skeleton, Stack, UnstyledButton } from '@mantine/core';
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
          // Drawn as Mantine's NavLink draws a link (global.css, .nh-nav-link), without its
          // nested-links machinery (Collapse, chevron): ~2 kB gzip of every first load.
          <UnstyledButton
            key={item.path}
            component={Link}
            to={item.href}
            className="nh-nav-link"
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          >
            <span className="nh-nav-link-icon">
              <item.icon size={20} stroke={1.6} aria-hidden />
            </span>
            <span className="nh-nav-link-body">
              <span className="nh-nav-link-label">{item.label}</span>
            </span>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
