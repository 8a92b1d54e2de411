import { isSafeRedirectPath } from '@nethub/contract/constants';
import { Button, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { paths } from '@/config/paths';
import { describeErrorCode } from '@/lib/errors';

export default function ErrorRoute() {
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('errorCode');
  const redirectUrl = searchParams.get('redirectUrl');
  const target = isSafeRedirectPath(redirectUrl) ? redirectUrl : paths.home.getHref();

  return (
    <PublicLayout title="Something went wrong">
      <Stack align="flex-start">
        <Text>{describeErrorCode(searchParams.get('message'))}</Text>
        {errorCode && <Text c="dimmed">Error code: {errorCode}</Text>}
        {/* A full page load: the failed session state must not be reused. */}
        <Button component="a" href={target}>
          {redirectUrl ? 'Try again' : 'Go to home page'}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
