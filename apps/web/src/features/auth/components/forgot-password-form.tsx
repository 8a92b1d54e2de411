import { emailSchema } from '@nethub/contract';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/lib/errors';
import { useForgotPassword } from '../api/forgot-password';

const forgotForm = z.object({ email: emailSchema });

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotForm, { sync: true }),
  });

  const backToLogin = (
    <Anchor component={Link} to={paths.auth.login.getHref()}>
      Back to sign in
    </Anchor>
  );

  if (forgot.isSuccess) {
    return (
      <Stack align="flex-start">
        <Alert color="teal" icon={<IconMailCheck aria-hidden />} w="100%">
          {MESSAGES.forgotPasswordSent}
        </Alert>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => forgot.mutate(forgotForm.parse({ email }).email))}
    >
      <Stack>
        <FormError error={forgot.error} context="forgotPassword" />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          Send reset link
        </Button>
        {backToLogin}
      </Stack>
    </form>
  );
}
