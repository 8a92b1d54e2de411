import { passwordSchema, personName } from '@nethub/contract';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { PageLoader } from '@/components/page-loader';
import { PasswordField } from '@/components/password-field';
import { paths } from '@/config/paths';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { useCompleteInvite } from '../api/complete-invite';
import { useInvite, type Invite } from '../api/get-invite';
import { NameFields } from './name-fields';

const completeForm = z.object({
  firstName: personName,
  lastName: personName,
  password: passwordSchema,
});

function InviteForm({ token, invite }: { token: string; invite: Invite }) {
  const complete = useCompleteInvite();
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: invite.firstName, lastName: invite.lastName, password: '' },
    validate: schemaResolver(completeForm, { sync: true }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => complete.mutate({ token, ...values }))}>
      <Stack>
        <FormError error={complete.error} context="completeInvite" />
        <Text>
          You were invited as <strong>{invite.email}</strong>. Choose a password to finish.
        </Text>
        <NameFields
          firstName={form.getInputProps('firstName')}
          lastName={form.getInputProps('lastName')}
        />
        <PasswordField label="Password" {...form.getInputProps('password')} />
        <Button type="submit" loading={complete.isPending} fullWidth>
          Complete registration
        </Button>
      </Stack>
    </form>
  );
}

function InviteUnavailable({ message }: { message: string }) {
  return (
    <Stack align="flex-start">
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} w="100%">
        {message}
      </Alert>
      <Anchor component={Link} to={paths.auth.login.getHref()}>
        Go to sign in
      </Anchor>
    </Stack>
  );
}

function InviteLoader({ token }: { token: string }) {
  const invite = useInvite(token);
  if (invite.isPending) return <PageLoader inline label="Loading your invitation" />;
  if (invite.isError) {
    return <InviteUnavailable message={getErrorMessage(invite.error, 'completeInvite')} />;
  }
  return <InviteForm token={token} invite={invite.data} />;
}

export function CompleteRegistration({ token }: { token: string | null }) {
  if (!token) return <InviteUnavailable message={MESSAGES.inviteTokenExpired} />;
  return <InviteLoader token={token} />;
}
