import { Button, type ButtonProps } from '@mantine/core';
import { useResendVerification } from '../api/resend-verification';

type ResendVerificationButtonProps = ButtonProps & { email: string };

export function ResendVerificationButton({ email, ...props }: ResendVerificationButtonProps) {
  const resend = useResendVerification();
  return (
    <Button
      variant="light"
      {...props}
      loading={resend.isPending}
      onClick={() => resend.mutate(email)}
    >
      Resend verification email
    </Button>
  );
}
