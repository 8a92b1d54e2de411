import { ErrorCode } from '@nethub/contract/constants';
import { registerBody } from '@nethub/contract';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error';
import { PasswordField } from '@/components/password-field';
import { paths } from '@/config/paths';
import { hasErrorCode, MESSAGES } from '@/lib/errors';
import { useRegister } from '../api/register';
import { useResendVerification } from '../api/resend-verification';
import { NameFields } from './name-fields';

/** A group admin already invited this e-mail: the member only needs to verify it. */
function InvitedNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  const { text, action, suffix } = MESSAGES.importedInactive;
  return (
    <Alert color="teal" icon={<IconMailCheck aria-hidden />}>
      {text}{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={600}
        onClick={() => resend.mutate(email)}
      >
        {action}
      </Anchor>{' '}
      {suffix}
    </Alert>
  );
}

type SignUpFormProps = { prevUrl?: string; onSuccess: (email: string) => void };

export function SignUpForm({ prevUrl, onSuccess }: SignUpFormProps) {
  const register = useRegister();
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', acceptTerms: false },
    validate: schemaResolver(registerBody, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = registerBody.parse(values);
    register.mutate({ body, prevUrl }, { onSuccess: ({ email }) => onSuccess(email) });
  });

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack>
        {hasErrorCode(register.error, ErrorCode.USER_IMPORTED_INACTIVE) ? (
          <InvitedNotice email={form.values.email} />
        ) : (
          <FormError error={register.error} context="signUp" />
        )}
        <NameFields
          firstName={form.getInputProps('firstName')}
          lastName={form.getInputProps('lastName')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField label="Password" {...form.getInputProps('password')} />
        <Checkbox
          required
          label={
            <>
              I accept the{' '}
              <Anchor component={Link} to={paths.policies.getHref('terms')} target="_blank" inherit>
                terms and conditions
              </Anchor>{' '}
              and the{' '}
              <Anchor
                component={Link}
                to={paths.policies.getHref('privacy')}
                target="_blank"
                inherit
              >
                privacy policy
              </Anchor>
            </>
          }
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          Create account
        </Button>
        <Group justify="center" gap={4}>
          <Text size="sm">Already have an account?</Text>
          <Anchor component={Link} to={paths.auth.login.getHref(prevUrl)} size="sm">
            Sign in
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
