import { inviteMemberBody } from '@nethub/contract';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
import { PersonFields } from '@/components/person-fields';
import { getFieldErrors } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { personFields } from '@/lib/schema';
import type { useOrganizationGroupOptions } from '../api/get-organization-groups';
import { useInviteMember } from '../api/invite-member';
import { CONSOLE_MESSAGES } from './organization-text';

/** The contract's invite body, with words a person reads for each field. */
export const inviteForm = inviteMemberBody.extend({
  groupId: z.string().min(1, 'Please choose a group').pipe(inviteMemberBody.shape.groupId),
  ...personFields,
});

type InviteValues = { groupId: string; firstName: string; lastName: string; email: string };

type InviteFormProps = {
  organizationId: string;
  groups: ReturnType<typeof useOrganizationGroupOptions>;
  onDone: () => void;
};

function InviteForm({ organizationId, groups, onDone }: InviteFormProps) {
  const invite = useInviteMember(organizationId);
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { groupId: '', firstName: '', lastName: '', email: '' },
    validate: schemaResolver(inviteForm, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    invite.mutate(inviteForm.parse(values), {
      onSuccess: ({ invited, joined }) => {
        if (invited) notify.success(CONSOLE_MESSAGES.invitationSent);
        else if (joined) notify.success(CONSOLE_MESSAGES.addedToGroup);
        else notify.info(CONSOLE_MESSAGES.alreadyInGroup);
        onDone();
      },
      onError: (error) => form.setErrors(getFieldErrors(error)),
    });
  });

  const noGroups = groups.isSuccess && groups.data.length === 0;

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack>
        <Text size="sm">
          A new address gets an invitation to sign up and joins the group; a member who already has
          an account joins it at once.
        </Text>
        <FormError error={invite.error} context="general" />
        <NativeSelect
          label="Group"
          required
          data-autofocus
          data={[
            { value: '', label: groups.isPending ? 'Loading…' : 'Choose a group' },
            ...(groups.data ?? []),
          ]}
          {...form.getInputProps('groupId')}
          error={
            form.errors.groupId ??
            (groups.isError
              ? 'Groups could not be loaded'
              : noGroups
                ? 'Create a group first'
                : undefined)
          }
        />
        <PersonFields inputProps={(field) => form.getInputProps(field)} other />
        <FormActions submitLabel="Send invitation" saving={invite.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type InviteMemberModalProps = InviteFormProps & { opened: boolean; onClose: () => void };

/** Invite an e-mail address into one of the organisation's groups. */
export function InviteMemberModal({
  organizationId,
  groups,
  opened,
  onClose,
}: Omit<InviteMemberModalProps, 'onDone'>) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Invite member">
      <InviteForm organizationId={organizationId} groups={groups} onDone={onClose} />
    </FormModal>
  );
}
