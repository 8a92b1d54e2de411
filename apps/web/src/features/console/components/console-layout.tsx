import type { Organization } from '@nethub/contract';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useMyOrganization } from '../api/get-my-organization';

/** The console's sections, in the order of its navigation. */
export const CONSOLE_SECTIONS = [
  { label: 'Overview', href: paths.organization.root.getHref() },
  { label: 'Groups', href: paths.organization.groups.getHref() },
  { label: 'Members', href: paths.organization.members.getHref() },
  { label: 'Subscriptions', href: paths.organization.subscriptions.getHref() },
  { label: 'Events', href: paths.organization.events.getHref() },
  { label: 'Revenue', href: paths.organization.revenue.getHref() },
  { label: 'Ledger', href: paths.organization.ledger.getHref() },
] as const;

const OVERVIEW = paths.organization.root.getHref();

export const OWNERS_ONLY = 'This area is for organisation owners';

/** The section a path belongs to: an event's page sits under Events. */
const currentSection = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '');
  const section = CONSOLE_SECTIONS.find(
    ({ href }) => path === href || (href !== OVERVIEW && path.startsWith(`${href}/`)),
  );
  return section?.href;
};

/**
 * The console's sections as a row of tab-like links: all in view on a desktop, scrolled sideways
 * on a phone (the current one is brought into view). Links, not a select: choosing never moves
 * the owner to another page while they are only looking through the options.
 */
function ConsoleNav() {
  const { pathname } = useLocation();
  const active = currentSection(pathname);
  const rowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const row = rowRef.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const overflow = current.offsetLeft + current.offsetWidth - (row.scrollLeft + row.clientWidth);
    if (overflow > 0 || current.offsetLeft < row.scrollLeft) row.scrollLeft = current.offsetLeft;
  }, [active]);

  return (
    <Box component="nav" aria-label="Organisation console">
      <Group
        ref={rowRef}
        gap={4}
        wrap="nowrap"
        pb={4}
        style={{
          overflowX: 'auto',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        {CONSOLE_SECTIONS.map((section) => {
          const current = section.href === active;
          return (
            <Button
              key={section.href}
              component={Link}
              to={section.href}
              variant={current ? 'filled' : 'subtle'}
              aria-current={current ? 'page' : undefined}
              fw={current ? 700 : 500}
              style={{ flexShrink: 0 }}
            >
              {section.label}
            </Button>
          );
        })}
      </Group>
    </Box>
  );
}

type ConsoleLayoutProps = {
  /** The page's h1 (it also names the browser tab). */
  title: string;
  /** Under the title; the organisation's name when left out. */
  description?: React.ReactNode;
  /** Buttons beside the title, such as "Create group". */
  actions?: React.ReactNode;
  /**
   * The section's content. It renders only for an owner whose organisation is loaded; a function
   * receives that organisation.
   */
  children: React.ReactNode | ((organization: Organization) => React.ReactNode);
};

/**
 * A page of the organisation owner's console: its title, the console's navigation and the
 * content. Accounts that are not organisation owners read that the area is not for them, and
 * the content waits for the owner's organisation (GET /organization/mine).
 */
export function ConsoleLayout({ title, description, actions, children }: ConsoleLayoutProps) {
  const user = useCurrentUser();
  const owner = user.isOrgOwner;
  const organization = useMyOrganization({ enabled: owner });

  if (!owner) {
    return (
      <Stack gap="lg">
        <PageTitle title="Organisation console" />
        <Alert color="blue" icon={<IconLock aria-hidden />} title={OWNERS_ONLY}>
          <Text size="sm">
            The organisation console is where an organisation owner runs its groups, members,
            subscriptions and events. Sign in with an organisation owner&apos;s account to use it.
          </Text>
        </Alert>
      </Stack>
    );
  }

  let content: React.ReactNode;
  if (organization.isPending) content = <PageLoader inline label="Loading your organisation" />;
  else if (organization.isError)
    content = <RetryAlert error={organization.error} onRetry={() => void organization.refetch()} />;
  else if (!organization.data)
    content = (
      <Alert color="blue" title="No organisation yet">
        <Text size="sm">
          This account does not run an organisation yet. Please contact support to set one up.
        </Text>
      </Alert>
    );
  else content = typeof children === 'function' ? children(organization.data) : children;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle title={title} description={description ?? organization.data?.name} />
        {organization.data && actions}
      </Group>
      <ConsoleNav />
      {content}
    </Stack>
  );
}
