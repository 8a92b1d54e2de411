import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { paths } from '@/config/paths';

export default function EmailVerifiedRoute() {
  return (
    <PublicLayout title="Your email has been verified">
      <Stack align="flex-start">
        <Text>Thank you. You can now sign in and start networking.</Text>
        <Button component={Link} to={paths.auth.login.getHref()}>
          Log in
        </Button>
      </Stack>
    </PublicLayout>
  );
}
