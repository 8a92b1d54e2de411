import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { isActive, NAV_ITEMS } from '../nav-items';

/** One honest page for every area of the product that is not built yet. */
export function NotAvailable() {
  const { pathname } = useLocation();
  const area = NAV_ITEMS.find((item) => isActive(item, pathname))?.label ?? 'This area';
  return (
    <Stack align="flex-start">
      <PageTitle title={`${area} is coming soon`} />
      <Text>
        {area} is not available in Net Hub yet. We are building it and it will appear here as soon
        as it is ready.
      </Text>
      <Button component={Link} to={paths.home.getHref()}>
        Back to home
      </Button>
    </Stack>
  );
}
