import { createGroupBody, type OrganizationGroup, type Region } from '@nethub/contract';
import { MultiSelect, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormError } from '@/components/form-error';
import { FormModal } from '@/components/form-modal';
import { SearchedMultiSelect, useSelectSearch } from '@/components/searched-multi-select';
import { getFieldErrors, MESSAGES } from '@/lib/errors';
import { useCountries, useRegions } from '@/lib/locations';
import { notify } from '@/lib/notify';
import { blankToUndefined } from '@/lib/schema';
import { useSectors } from '@/lib/sectors';
import { useSaveGroup } from '../api/save-group';
import { CONSOLE_MESSAGES } from './organization-text';

/** A group or a sub-group, without its own sub-groups. */
export type OwnerGroup = Omit<OrganizationGroup, 'subgroups'>;

/** What the modal does: create a group, create a sub-group of `parent`, or edit `group`. */
export type GroupFormTarget =
  { mode: 'create'; parent?: OwnerGroup } | { mode: 'edit'; group: OwnerGroup };

const { shape } = createGroupBody;

/** The fields both POST and PUT /network-directory take; a blank country is "not set". */
export const groupForm = z.object({
  name: z.string().trim().min(1, "Please enter the group's name").max(120),
  description: shape.description,
  countryId: blankToUndefined(shape.countryId),
  sectorIds: shape.sectorIds,
  regionIds: shape.regionIds,
});

type GroupFormValues = {
  name: string;
  description: string;
  countryId: string;
  sectorIds: string[];
  regionIds: string[];
};

const EMPTY_VALUES: GroupFormValues = {
  name: '',
  description: '',
  countryId: '',
  sectorIds: [],
  regionIds: [],
};

const toFormValues = (group: OwnerGroup): GroupFormValues => ({
  name: group.name,
  description: group.description ?? '',
  countryId: group.country?._id ?? '',
  sectorIds: group.sectors.map((sector) => sector._id),
  regionIds: group.regions.map((region) => region._id),
});

/** The regions of the chosen country, found by name as the owner types. */
function RegionsField({
  countryId,
  saved,
  value,
  onChange,
}: {
  countryId: string;
  saved: Region[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const search = useSelectSearch();
  const regions = useRegions(countryId, search.name);
  // The saved regions keep their names before (or without) a search that finds them.
  const found = [
    ...saved.filter((region) => region.countryId === countryId),
    ...(regions.data ?? []),
  ];
  return (
    <SearchedMultiSelect
      label="Regions"
      placeholder={countryId ? 'Type to search' : 'Choose a country first'}
      disabled={!countryId}
      search={search}
      found={{ data: found, isFetching: regions.isFetching, isError: regions.isError }}
      nothingFound="No matching region"
      loadFailed="Regions could not be loaded"
      value={value}
      onChange={onChange}
    />
  );
}

function GroupForm({
  organizationId,
  target,
  onDone,
}: {
  organizationId: string;
  target: GroupFormTarget;
  onDone: () => void;
}) {
  const save = useSaveGroup(organizationId);
  const countries = useCountries();
  const sectors = useSectors();
  const editing = target.mode === 'edit' ? target.group : undefined;
  const form = useForm<GroupFormValues>({
    mode: 'controlled',
    initialValues: editing ? toFormValues(editing) : EMPTY_VALUES,
    validate: schemaResolver(groupForm, { sync: true }),
  });
  const { countryId } = form.values;

  const handleSubmit = form.onSubmit((values) => {
    const fields = groupForm.parse(values);
    const onError = (error: unknown) => form.setErrors(getFieldErrors(error));
    if (target.mode === 'edit') {
      save.mutate(
        { mode: 'update', groupId: target.group._id, body: fields },
        {
          onSuccess: () => {
            notify.success(CONSOLE_MESSAGES.groupUpdated);
            onDone();
          },
          onError,
        },
      );
      return;
    }
    save.mutate(
      {
        mode: 'create',
        body: { organizationId, parentId: target.parent?._id, ...fields },
      },
      {
        onSuccess: () => {
          notify.success(
            target.parent ? CONSOLE_MESSAGES.subgroupCreated : CONSOLE_MESSAGES.groupCreated,
          );
          onDone();
        },
        onError,
      },
    );
  });

  // A saved country can be changed but not cleared (the client never sends an empty value).
  const countryData = [
    ...(editing?.country
      ? []
      : [{ value: '', label: countries.isPending ? 'Loading…' : 'Not set' }]),
    ...(countries.data ?? []).map((country) => ({ value: country._id, label: country.name })),
  ];
  const sectorData = [
    ...(editing?.sectors ?? []).filter(
      (saved) => !sectors.data?.some((sector) => sector._id === saved._id),
    ),
    ...(sectors.data ?? []),
  ].map((sector) => ({ value: sector._id, label: sector.name }));

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack>
        <FormError error={save.error} context="general" />
        <TextInput
          label="Name"
          required
          autoComplete="off"
          maxLength={120}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        <NativeSelect
          label="Country"
          data={countryData}
          {...form.getInputProps('countryId')}
          onChange={(event) => {
            form.setFieldValue('countryId', event.currentTarget.value);
            form.setFieldValue('regionIds', []);
          }}
          error={
            form.errors.countryId ??
            (countries.isError ? 'Countries could not be loaded' : undefined)
          }
        />
        <RegionsField
          countryId={countryId}
          saved={editing?.regions ?? []}
          value={form.values.regionIds}
          onChange={(ids) => form.setFieldValue('regionIds', ids)}
        />
        <MultiSelect
          label="Sectors"
          searchable
          data={sectorData}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('sectorIds')}
          error={
            form.errors.sectorIds ?? (sectors.isError ? MESSAGES.sectorsFetchFailed : undefined)
          }
        />
        <FormActions
          submitLabel={target.mode === 'edit' ? 'Save' : 'Create'}
          saving={save.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

export const groupFormTitle = (target: GroupFormTarget) => {
  if (target.mode === 'edit') return `Edit ${target.group.name}`;
  return target.parent ? `New sub-group of ${target.parent.name}` : 'New group';
};

type GroupFormModalProps = {
  organizationId: string;
  /** The group to create or edit; `null` while the modal is closed. */
  target: GroupFormTarget | null;
  onClose: () => void;
};

/** Create a group or sub-group, or edit one: name, description, country, regions, sectors. */
export function GroupFormModal({ organizationId, target, onClose }: GroupFormModalProps) {
  // The last target keeps the title while the modal closes.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={shown ? groupFormTitle(shown) : ''}
      size="lg"
    >
      {target && <GroupForm organizationId={organizationId} target={target} onDone={onClose} />}
    </FormModal>
  );
}
