import { changeEmailBody } from '@nethub/contract';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormError } from '@/components/form-error';
import { useCurrentUser } from '@/lib/auth';
import { MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useChangeEmail } from '../api/change-email';

export function ChangeEmailForm() {
  const user = useCurrentUser();
  const change = useChangeEmail();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { newEmail: '', password: '' },
    validate: schemaResolver(changeEmailBody, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) =>
    change.mutate(changeEmailBody.parse(values), {
      onSuccess: () => {
        notify.success(MESSAGES.emailUpdated);
        form.reset();
      },
    }),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack maw={480}>
        <Text>
          Your current email is <strong>{user.email}</strong>.
        </Text>
        <FormError error={change.error} context="changeEmail" />
        <TextInput
          label="New email"
          type="email"
          autoComplete="email"
          required
          key={form.key('newEmail')}
          {...form.getInputProps('newEmail')}
        />
        <PasswordInput
          label="Password"
          description="Confirm the change with your password."
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Update email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
