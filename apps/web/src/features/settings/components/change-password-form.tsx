import { changePasswordBody } from '@nethub/contract';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { PasswordField } from '@/components/password-field';
import { MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordForm, { sync: true }),
  });

  const handleSubmit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify.success(MESSAGES.passwordUpdated);
          form.reset();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack maw={480}>
        <FormError error={change.error} context="changePassword" />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField label="New password" {...form.getInputProps('newPassword')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Update password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
