import { createOrganizationBody, type AdminOrganization } from '@nethub/contract';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBuildingPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
import { PagedList } from '@/components/paged-list';
import { PersonFields } from '@/components/person-fields';
import { getFieldErrors } from '@/lib/errors';
import { formatDate, fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { personFields } from '@/lib/schema';
import { useDebouncedSearch } from '@/lib/search';
import { useAdminOrganizations, useCreateOrganization } from '../api/admin-api';
import { ACCOUNT_STATUS } from './account-status';
import { Badge } from '@/components/badge';

/** The form's flat values, checked with the contract's rules worded for a person. */
const organizationForm = z.object({
  name: z.string().trim().min(1, 'Please enter the organisation’s name').max(120),
  ...personFields,
});
type OrganizationValues = z.input<typeof organizationForm>;

function CreateOrganizationForm({ onDone }: { onDone: () => void }) {
  const create = useCreateOrganization();
  const form = useForm<OrganizationValues>({
    mode: 'controlled',
    initialValues: { name: '', firstName: '', lastName: '', email: '' },
    validate: schemaResolver(organizationForm, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) => {
    const { name, ...owner } = organizationForm.parse(values);
    create.mutate(createOrganizationBody.parse({ name, owner }), {
      onSuccess: (created) => {
        notify.success(
          created.invited
            ? `${created.name} is created. ${created.owner.email} has been sent an invitation to set a password.`
            : `${created.name} is created and added to ${created.owner.email}’s console.`,
        );
        onDone();
      },
      onError: (error) => form.setErrors(getFieldErrors(error)),
    });
  });
  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack>
        <Text size="sm">
          The owner gets an e-mail to set a password and lands on the organisation’s console. An
          existing owner account runs the new organisation as well.
        </Text>
        <FormError error={create.error} context="admin" />
        <TextInput
          label="Organisation name"
          required
          data-autofocus
          maxLength={120}
          {...form.getInputProps('name')}
        />
        <PersonFields inputProps={(field) => form.getInputProps(field)} other />
        <FormActions submitLabel="Create and invite" saving={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function OrganizationCard({ organization }: { organization: AdminOrganization }) {
  const nameId = `admin-organization-${organization._id}`;
  const status = ACCOUNT_STATUS[organization.owner.status];
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={nameId}>
      <Stack gap={4}>
        <Text id={nameId} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {organization.name}
        </Text>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <VisuallyHidden>Owner: </VisuallyHidden>
            {fullName(organization.owner)} · {organization.owner.email}
          </Text>
          <Badge tone={status.tone} style={{ flexShrink: 0 }}>
            <VisuallyHidden>Owner account: </VisuallyHidden>
            {status.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Created {formatDate(organization.createdAt)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Organisations: every one with its owner; a new one is created with its owner invited. */
export function OrganizationsPanel() {
  const [search, setSearch] = useState('');
  const textSearch = useDebouncedSearch(search);
  const organizations = useAdminOrganizations(textSearch);
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search organisations"
          description="By name or owner"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 420 }}
        />
        <Button
          leftSection={<IconBuildingPlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          New organisation
        </Button>
      </Group>
      <PagedList
        list={organizations}
        loadingLabel="Loading organisations"
        emptyHeading={3}
        empty={
          textSearch
            ? { title: 'No matches', body: 'Try another name or e-mail.' }
            : { title: 'No organisations yet', body: 'Create one and invite its owner.' }
        }
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {rows.map((organization) => (
              <OrganizationCard key={organization._id} organization={organization} />
            ))}
          </SimpleGrid>
        )}
      </PagedList>
      <FormModal opened={creating} onClose={() => setCreating(false)} title="New organisation">
        <CreateOrganizationForm onDone={() => setCreating(false)} />
      </FormModal>
    </Stack>
  );
}
