import {
  AUDIENCE_MAX,
  REWARD_DESCRIPTION_MAX_LENGTH,
  REWARD_KINDS,
  REWARD_TITLE_MAX_LENGTH,
  REWARD_VALUE_MAX_LENGTH,
} from '@nethub/contract/constants';
import '@mantine/dates/styles.css';
import type { ProfileCard, RewardType } from '@nethub/contract';
import {
  Group,
  Loader,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_PICKER_PROPS } from '@/components/date-picker-props';
import { memberPickerProps } from '@/components/member-picker';
import { RetryAlert } from '@/components/retry-alert';
import { useDebouncedSearch } from '@/lib/search';
import { useAudienceConnections } from '../api/get-audience-connections';
import type { useRewardAvailability } from '../api/get-reward-availability';
import { AUDIENCES, isAudience, isRewardKind } from '../reward-constants';
import type { WizardValues } from './add-reward-values';

/** Shared by both date fields: a campaign's days are all alike. */
const datePickerProps = {
  ...DATE_PICKER_PROPS,
  placeholder: 'Choose a date',
  required: true,
};

type Form = UseFormReturnType<WizardValues>;
type Availability = ReturnType<typeof useRewardAvailability>;

export function GeneralFields({
  form,
  onType,
}: {
  form: Form;
  onType: (type: RewardType) => void;
}) {
  return (
    <Stack>
      <Radio.Group
        label="Reward type"
        required
        value={form.values.type}
        onChange={(value) => onType(value === 'campaign' ? 'campaign' : 'standard')}
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="standard"
            label="Standard reward"
            description="A standing offer to the connections who pass you leads."
          />
          <Radio
            value="campaign"
            label="Campaign"
            description="An offer for a set time, to all your connections or only some of them."
          />
        </Stack>
      </Radio.Group>
      {form.values.type === 'campaign' && (
        <TextInput
          label="Campaign title"
          description="The name your connections see"
          placeholder="e.g. Spring referral bonus"
          required
          autoComplete="off"
          maxLength={REWARD_TITLE_MAX_LENGTH}
          {...form.getInputProps('campaignTitle')}
        />
      )}
    </Stack>
  );
}

function DescriptionField({ form }: { form: Form }) {
  return (
    <Textarea
      label="Description"
      description={`What the reward is and how it is given. Up to ${REWARD_DESCRIPTION_MAX_LENGTH.toLocaleString('en-GB')} characters.`}
      autosize
      minRows={3}
      maxRows={10}
      maxLength={REWARD_DESCRIPTION_MAX_LENGTH}
      {...form.getInputProps('description')}
    />
  );
}

export function RewardFields({ form, availability }: { form: Form; availability: Availability }) {
  const standard = form.values.type === 'standard';
  if (standard && availability.isPending) {
    return (
      <Group gap="sm">
        <Loader size="sm" role="status" aria-label="Loading the kinds of reward you can add" />
        <Text size="sm" c="dimmed">
          Loading the kinds of reward you can add…
        </Text>
      </Group>
    );
  }
  if (standard && availability.isError) {
    return <RetryAlert error={availability.error} onRetry={() => void availability.refetch()} />;
  }
  // One standard reward of each kind; "Create my own" as often as you like.
  const open = new Set(availability.data?.standardKinds ?? []);
  const kinds = standard ? REWARD_KINDS.filter((item) => open.has(item.kind)) : REWARD_KINDS;
  return (
    <Stack>
      <Select
        label="Kind"
        description={
          standard
            ? 'You can have one standard reward of each kind, and as many of your own as you like.'
            : 'What the campaign offers'
        }
        placeholder="Choose a kind"
        required
        allowDeselect={false}
        data={kinds.map((item) => ({ value: item.kind, label: item.label }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('kind')}
        onChange={(value) => {
          form.setFieldValue('kind', value && isRewardKind(value) ? value : null);
          form.clearFieldError('kind');
        }}
      />
      {standard && form.values.kind === 'user_create' && (
        <TextInput
          label="Reward title"
          description="The name of your reward"
          required
          autoComplete="off"
          maxLength={REWARD_TITLE_MAX_LENGTH}
          {...form.getInputProps('title')}
        />
      )}
      <TextInput
        label="Value"
        description="What you give, e.g. 10% of the first invoice"
        required
        autoComplete="off"
        maxLength={REWARD_VALUE_MAX_LENGTH}
        {...form.getInputProps('value')}
      />
      {standard && <DescriptionField form={form} />}
    </Stack>
  );
}

export function CampaignFields({ form }: { form: Form }) {
  const today = dayjs().format('YYYY-MM-DD');
  const { startsOn } = form.values;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePickerInput
          label="Start date"
          description="The campaign's first day"
          {...datePickerProps}
          minDate={today}
          {...form.getInputProps('startsOn')}
          onChange={(value) => {
            form.setFieldValue('startsOn', value);
            form.clearFieldError('startsOn');
            // An end before the new start is no longer valid.
            const end = form.getValues().endsOn;
            if (value && end && end < value) form.setFieldValue('endsOn', null);
          }}
        />
        <DatePickerInput
          label="End date"
          description="Its last day"
          {...datePickerProps}
          minDate={startsOn ?? today}
          {...form.getInputProps('endsOn')}
          onChange={(value) => {
            form.setFieldValue('endsOn', value);
            form.clearFieldError('endsOn');
          }}
        />
      </SimpleGrid>
      <DescriptionField form={form} />
    </Stack>
  );
}

type AudiencePickerProps = {
  form: Form;
  /** The cards of the members chosen so far, by id. */
  chosen: Map<string, ProfileCard>;
  onChosen: (members: Map<string, ProfileCard>) => void;
};

/** My connections, searched on the server as the member types. */
function AudiencePicker({ form, chosen, onChosen }: AudiencePickerProps) {
  const [search, setSearch] = useState('');
  const textSearch = useDebouncedSearch(search);
  const connections = useAudienceConnections(textSearch);
  const members = new Map(chosen);
  for (const member of connections.data?.rows ?? []) members.set(member._id, member);
  const inclusion = form.values.audience === 'INCLUSION';

  return (
    <MultiSelect
      label={inclusion ? 'Connections to include' : 'Connections to leave out'}
      description={
        inclusion
          ? 'Only these connections see the campaign'
          : 'Every other connection sees the campaign'
      }
      placeholder={form.values.audienceUserIds.length ? '' : 'Search your connections'}
      required
      {...memberPickerProps({
        members,
        search,
        onSearchChange: setSearch,
        searching: connections.isFetching,
      })}
      maxValues={AUDIENCE_MAX}
      {...form.getInputProps('audienceUserIds')}
      onChange={(ids) => {
        form.setFieldValue('audienceUserIds', ids);
        form.clearFieldError('audienceUserIds');
        const next = new Map<string, ProfileCard>();
        for (const id of ids) {
          const member = members.get(id);
          if (member) next.set(id, member);
        }
        onChosen(next);
      }}
    />
  );
}

type NotifyFieldsProps = {
  form: Form;
  chosen: Map<string, ProfileCard>;
  onChosen: (members: Map<string, ProfileCard>) => void;
};

export function NotifyFields({ form, chosen, onChosen }: NotifyFieldsProps) {
  if (form.values.type === 'standard') {
    // A standard reward is not announced: it is offered when a connection passes me a lead.
    return (
      <Stack>
        <Text size="sm">
          A standard reward is not announced to your connections. While it is active, they can
          choose it when they pass you a lead. You can switch it on or off at any time.
        </Text>
        <Switch
          label="Make this reward active now"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      </Stack>
    );
  }
  return (
    <Stack>
      <Switch
        label="Notify my connections"
        description="Tell the campaign's audience about it as soon as it is added."
        {...form.getInputProps('notifyConnections', { type: 'checkbox' })}
      />
      <Radio.Group
        label="Audience"
        description="Who sees the campaign"
        required
        value={form.values.audience}
        onChange={(value) => {
          if (!isAudience(value)) return;
          form.setFieldValue('audience', value);
          form.clearFieldError('audienceUserIds');
        }}
      >
        <Stack gap="sm" mt="xs">
          {AUDIENCES.map((audience) => (
            <Radio key={audience.value} value={audience.value} label={audience.label} />
          ))}
        </Stack>
      </Radio.Group>
      {form.values.audience !== 'ALL' && (
        <AudiencePicker form={form} chosen={chosen} onChosen={onChosen} />
      )}
      <Switch
        label="Active"
        description="An active campaign runs from its first day to its last."
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </Stack>
  );
}
