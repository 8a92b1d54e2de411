import { ErrorCode } from '@nethub/contract/constants';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { PageLoader } from '@/components/page-loader';
import { getErrorMessage, hasErrorCode, MESSAGES } from '@/lib/errors';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationForm } from './resend-verification-form';

type VerifyEmailStatusProps = { token: string | null; onVerified: () => void };

export function VerifyEmailStatus({ token, onVerified }: VerifyEmailStatusProps) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // Tokens are single-use: StrictMode's second effect run must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token, { onSuccess: onVerified });
  }, [token, mutate, onVerified]);

  const expired = !token || hasErrorCode(verify.error, ErrorCode.INVALID_TOKEN);
  if (expired) {
    return (
      <Stack>
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {MESSAGES.verifyTokenExpired}
        </Alert>
        <Text>Enter your email and we will send you a new verification link.</Text>
        <ResendVerificationForm />
      </Stack>
    );
  }
  if (verify.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} w="100%">
          {getErrorMessage(verify.error, 'verifyEmail')}
        </Alert>
        <Button onClick={() => mutate(token)}>Try again</Button>
      </Stack>
    );
  }
  return <PageLoader inline label="Verifying your email" />;
}
