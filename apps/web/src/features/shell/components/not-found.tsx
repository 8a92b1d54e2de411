import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <Stack align="flex-start">
      <PageTitle title="Page not found" />
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to={paths.home.getHref()}>
        Back to home
      </Button>
    </Stack>
  );
}
