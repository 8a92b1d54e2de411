import { ErrorCode } from '@nethub/contract/constants';
import { passwordSchema } from '@nethub/contract';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { PasswordField } from '@/components/password-field';
import { paths } from '@/config/paths';
import { getErrorCode, MESSAGES } from '@/lib/errors';
import { useResetPassword } from '../api/reset-password';

const resetForm = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

const TOKEN_ERRORS: (string | undefined)[] = [ErrorCode.INVALID_TOKEN, ErrorCode.VALIDATION_ERROR];

function TokenExpired() {
  return (
    <Stack align="flex-start">
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} w="100%">
        {MESSAGES.resetTokenExpired}
      </Alert>
      <Anchor component={Link} to={paths.auth.forgotPassword.getHref()}>
        Request a new reset link
      </Anchor>
    </Stack>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: schemaResolver(resetForm, { sync: true }),
  });

  if (!token || TOKEN_ERRORS.includes(getErrorCode(reset.error))) return <TokenExpired />;
  if (reset.isSuccess) {
    return (
      <Stack align="flex-start">
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} w="100%">
          {MESSAGES.passwordReset}
        </Alert>
        <Button component={Link} to={paths.auth.login.getHref()}>
          Sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
    >
      <Stack>
        <FormError error={reset.error} context="resetPassword" />
        <PasswordField label="New password" {...form.getInputProps('newPassword')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          Update password
        </Button>
      </Stack>
    </form>
  );
}
