import { emailSchema } from '@nethub/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { useResendVerification } from '../api/resend-verification';

const resendForm = z.object({ email: emailSchema });

export function ResendVerificationForm() {
  const resend = useResendVerification();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(resendForm, { sync: true }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => resend.mutate(email))}>
      <Group align="flex-end">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          flex={1}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={resend.isPending}>
          Resend verification email
        </Button>
      </Group>
    </form>
  );
}
