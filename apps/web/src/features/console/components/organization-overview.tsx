import { updateOrganizationBody, type Organization } from '@nethub/contract';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { DetailList, DetailText } from '@/components/detail-list';
import { FormActions } from '@/components/form-actions';
import { FormError } from '@/components/form-error';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { getFieldErrors } from '@/lib/errors';
import { count, plural } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useRevenue } from '../api/get-revenue';
import { useUpdateOrganization } from '../api/update-organization';
import { useSetOrganizationLogo } from '../api/set-picture';
import { PictureField } from './picture-field';
import { ConsoleLayout } from './console-layout';
import { Figure } from './figure';
import { CONSOLE_MESSAGES } from './organization-text';

const { shape } = updateOrganizationBody;

/** The contract's update body as a form: the name is required here. */
export const organizationForm = updateOrganizationBody.extend({
  name: z.string().trim().min(1, "Please enter the organisation's name").max(120),
  description: shape.description,
  website: shape.website,
});

type OrganizationFormValues = { name: string; description: string; website: string };

const toFormValues = (organization: Organization): OrganizationFormValues => ({
  name: organization.name,
  description: organization.description ?? '',
  website: organization.website ?? '',
});

type OrganizationFormProps = { organization: Organization; onDone: () => void };

function OrganizationForm({ organization, onDone }: OrganizationFormProps) {
  const update = useUpdateOrganization(organization._id);
  const form = useForm<OrganizationFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(organization),
    validate: schemaResolver(organizationForm, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    update.mutate(organizationForm.parse(values), {
      onSuccess: () => {
        notify.success(CONSOLE_MESSAGES.organizationUpdated);
        onDone();
      },
      onError: (error) => form.setErrors(getFieldErrors(error)),
    });
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Edit organisation profile">
      <Stack>
        <FormError error={update.error} context="general" />
        <TextInput
          label="Name"
          required
          autoComplete="organization"
          maxLength={120}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Website"
          type="url"
          autoComplete="url"
          maxLength={300}
          {...form.getInputProps('website')}
        />
        <FormActions submitLabel="Save" saving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function ProfileCard({ organization }: { organization: Organization }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title="Organisation profile"
      actions={
        !editing && (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit profile
          </Button>
        )
      }
    >
      {editing ? (
        <OrganizationForm organization={organization} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="md">
          <DetailList
            items={[
              { label: 'Name', value: organization.name },
              {
                label: 'Website',
                value: organization.website ? (
                  <Anchor href={organization.website} target="_blank" rel="noopener noreferrer">
                    {organization.website}
                  </Anchor>
                ) : (
                  'Not set'
                ),
              },
            ]}
          />
          <DetailText label="Description" text={organization.description ?? 'Not set'} />
          <OrganizationLogo organization={organization} />
        </Stack>
      )}
    </SectionCard>
  );
}

/** The logo members see on the organisation's group pages and plans. */
function OrganizationLogo({ organization }: { organization: Organization }) {
  const save = useSetOrganizationLogo(organization._id);
  return (
    <Stack gap={4} role="group" aria-labelledby={`logo-${organization._id}`}>
      <Text size="sm" fw={600} id={`logo-${organization._id}`}>
        Logo
      </Text>
      <PictureField
        label="Logo"
        of={organization.name}
        url={organization.logoUrl}
        shape="square"
        save={save}
      />
    </Stack>
  );
}

/** Sub-groups are counted apart from the groups the Groups tab lists, so the figures agree. */
const subgroupsLine = (subgroups: number) =>
  subgroups === 0 ? 'No sub-groups' : `and ${plural(subgroups, 'sub-group')} in them`;

/** Groups from the organisation; subscribers and tickets from its revenue. */
function QuickFigures({ organization }: { organization: Organization }) {
  const revenue = useRevenue(organization._id);
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} aria-busy={revenue.isPending}>
      <Title order={2} fz="h4" id={titleId}>
        At a glance
      </Title>
      {revenue.isError && (
        <RetryAlert error={revenue.error} onRetry={() => void revenue.refetch()} />
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure
          label="Groups"
          value={count(organization.groupCount)}
          detail={subgroupsLine(organization.subgroupCount)}
          link={{ to: paths.organization.groups.getHref(), label: 'Manage groups' }}
        />
        {!revenue.isError && (
          <>
            <Figure
              label="Active subscribers"
              value={revenue.data && count(revenue.data.activeSubscribers)}
              link={{
                to: paths.organization.subscriptions.getHref(),
                label: 'Manage subscriptions',
              }}
            />
            <Figure
              label="Tickets sold"
              value={revenue.data && count(revenue.data.ticketsSold)}
              link={{ to: paths.organization.events.getHref(), label: 'Manage events' }}
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** /organization: the organisation's profile, editable, and its figures at a glance. */
export function OrganizationOverview() {
  return (
    <ConsoleLayout title="Organisation console">
      {(organization) => (
        <Stack gap="lg">
          <QuickFigures organization={organization} />
          <ProfileCard key={organization._id} organization={organization} />
        </Stack>
      )}
    </ConsoleLayout>
  );
}
