import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ResendVerificationButton } from './resend-verification-button';

export function CheckInbox({ email }: { email: string | null }) {
  return (
    <Stack align="flex-start">
      <Text>
        {email ? (
          <>
            We sent a verification link to <strong>{email}</strong>.
          </>
        ) : (
          'We sent you a verification link.'
        )}{' '}
        Open it to activate your account. The link expires after 48 hours.
      </Text>
      <Text c="dimmed" size="sm">
        Nothing there? Check your spam folder or send the email again.
      </Text>
      {email && <ResendVerificationButton email={email} />}
      <Anchor component={Link} to={paths.auth.login.getHref()}>
        Back to sign in
      </Anchor>
    </Stack>
  );
}
