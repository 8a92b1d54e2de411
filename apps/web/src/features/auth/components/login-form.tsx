import { ACCOUNT_DELETION_GRACE_DAYS, ErrorCode } from '@nethub/contract/constants';
import { emailSchema } from '@nethub/contract';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import { getErrorDetails, hasErrorCode, MESSAGES } from '@/lib/errors';
import { useLogin } from '../api/login';
import { ResendVerificationButton } from './resend-verification-button';
import { TwoFactorStep } from './two-factor-step';

const loginForm = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password'),
  isOrgOwner: z.boolean(),
});

function LoginError({ error, email }: { error: unknown; email: string }) {
  if (!hasErrorCode(error, ErrorCode.EMAIL_NOT_VERIFIED)) {
    return <FormError error={error} context="login" />;
  }
  const unverifiedEmail = getErrorDetails<{ email: string }>(error).email ?? email;
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {MESSAGES.emailNotVerified}
        </Text>
        <Text size="sm">Open the link we emailed to {unverifiedEmail}, or send a new one.</Text>
        <ResendVerificationButton email={unverifiedEmail} size="xs" />
      </Stack>
    </Alert>
  );
}

/**
 * `deletionScheduled`: the member just asked to delete their account (ADR 024) and was signed
 * out; signing in again within the grace period keeps it.
 */
export function LoginForm({
  prevUrl,
  deletionScheduled = false,
}: {
  prevUrl?: string;
  deletionScheduled?: boolean;
}) {
  const login = useLogin();
  const [challenge, setChallenge] = useState<string>();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', isOrgOwner: false },
    validate: schemaResolver(loginForm, { sync: true }),
  });

  if (challenge)
    return (
      <TwoFactorStep
        challengeToken={challenge}
        onRestart={() => {
          setChallenge(undefined);
          login.reset();
        }}
      />
    );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        login.mutate(values, {
          onSuccess: (result) => {
            if (result.status === 'two_factor_required') setChallenge(result.challengeToken);
          },
        }),
      )}
    >
      <Stack>
        {deletionScheduled && (
          <Alert
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            title="You have been signed out"
          >
            Your account will be deleted in {ACCOUNT_DELETION_GRACE_DAYS} days. Changed your mind?
            Sign in again before then and it stays as it is.
          </Alert>
        )}
        <LoginError error={login.error} email={form.getValues().email} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Checkbox
            label="Sign in as organisation owner"
            description="For accounts that run an organisation"
            key={form.key('isOrgOwner')}
            {...form.getInputProps('isOrgOwner', { type: 'checkbox' })}
          />
          <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          Sign in
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Asked to delete your account? Signing in within {ACCOUNT_DELETION_GRACE_DAYS} days of
          asking cancels the deletion.
        </Text>
        <Text size="sm" ta="center">
          New to Net Hub?{' '}
          <Anchor component={Link} to={paths.auth.signUp.getHref(prevUrl)}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
