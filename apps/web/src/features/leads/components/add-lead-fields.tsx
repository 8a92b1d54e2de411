import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  LEAD_DETAILS_MAX_LENGTH,
  LEAD_TAGS_MAX,
  LEAD_VALUE_MAX,
  PERSON_NAME_MAX,
} from '@nethub/contract/constants';
import type { ProfileCard } from '@nethub/contract';
import {
  Autocomplete,
  Group,
  Loader,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { memberPickerProps } from '@/components/member-picker';
import { RetryAlert } from '@/components/retry-alert';
import { fullName } from '@/lib/format';
import { useDebouncedSearch } from '@/lib/search';
import type { useCreateLeadSuggestion } from '../api/get-create-lead-suggestion';
import { useLeadRecipients } from '../api/get-lead-recipients';
import type { useRecipientRewards } from '../api/get-recipient-rewards';
import { useLeadTypeSuggestions } from '../api/get-lead-type-suggestions';
import { isCurrency } from '../lead-constants';
import { tagRule, type WizardValues } from './add-lead-values';

type Form = UseFormReturnType<WizardValues>;

type RecipientFieldProps = {
  form: Form;
  /** The chosen recipient's card, when known. */
  recipient: ProfileCard | undefined;
  onChoose: (member: ProfileCard | undefined) => void;
  linkedMissing: boolean;
};

/** My connections, searched on the server as the member types. */
export function RecipientField({ form, recipient, onChoose, linkedMissing }: RecipientFieldProps) {
  const [search, setSearch] = useState('');
  // Once chosen, the box shows the name: that is not a search for it.
  const typed = recipient && search === fullName(recipient) ? '' : search.trim();
  const textSearch = useDebouncedSearch(typed);
  const recipients = useLeadRecipients(textSearch);

  const members = new Map<string, ProfileCard>();
  if (recipient) members.set(recipient._id, recipient);
  for (const member of recipients.data?.rows ?? []) members.set(member._id, member);

  const linkedError = linkedMissing
    ? 'This member is not one of your connections. Please choose another.'
    : undefined;
  return (
    <Select
      label="Recipient"
      description="The connection you pass this lead to"
      placeholder="Search your connections"
      required
      {...memberPickerProps({
        members,
        search,
        onSearchChange: setSearch,
        searching: recipients.isFetching,
      })}
      value={recipient ? recipient._id : null}
      onChange={(id) => onChoose(id ? members.get(id) : undefined)}
      error={form.errors.receiverId ?? linkedError}
    />
  );
}

export function LeadTypeField({ form }: { form: Form }) {
  const name = useDebouncedSearch(form.values.leadTypeName);
  const suggestions = useLeadTypeSuggestions(name);
  return (
    <Autocomplete
      label="Lead type"
      description="Choose a type, or type a new one"
      placeholder="e.g. Accounting"
      required
      maxLength={60}
      data={[...new Set((suggestions.data ?? []).map((type) => type.name))]}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('leadTypeName')}
    />
  );
}

type TagsOrSourceProps = {
  form: Form;
  recipient: ProfileCard | undefined;
  suggestion: ReturnType<typeof useCreateLeadSuggestion>;
};

/** Spec §5: the recipient's tags when they have some, otherwise a source of lead. */
export function TagsOrSource({ form, recipient, suggestion }: TagsOrSourceProps) {
  if (!form.values.receiverId) {
    return (
      <Text size="sm" c="dimmed">
        Choose a recipient to see the kinds of leads they are looking for.
      </Text>
    );
  }
  if (suggestion.isPending) {
    return (
      <Group gap="sm">
        <Loader size="sm" role="status" aria-label="Loading the recipient's lead tags" />
        <Text size="sm" c="dimmed">
          Loading the kinds of leads they are looking for…
        </Text>
      </Group>
    );
  }
  if (suggestion.isError) {
    return <RetryAlert error={suggestion.error} onRetry={() => void suggestion.refetch()} />;
  }
  const rule = tagRule(suggestion.data);
  const name = recipient ? fullName(recipient) : 'Your connection';
  if (rule.kind === 'tags') {
    return (
      <MultiSelect
        label="Tags"
        description={`${name} is looking for these kinds of leads. Choose the ones this lead fits.`}
        placeholder={form.values.tags.length ? '' : 'Choose tags'}
        required
        data={rule.tags}
        maxValues={LEAD_TAGS_MAX}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('tags')}
      />
    );
  }
  return (
    <Autocomplete
      label="Source of lead"
      description={`${name} has no lead tags yet. Say where this lead comes from.`}
      placeholder="e.g. Networking event"
      required
      maxLength={120}
      data={[...new Set(rule.suggestions)]}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('sourceOfLead')}
    />
  );
}

export function ContactFields({ form }: { form: Form }) {
  // The prospect's details, not the member's own: the browser must not fill them in.
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          required
          autoComplete="off"
          maxLength={PERSON_NAME_MAX}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last name"
          required
          autoComplete="off"
          maxLength={PERSON_NAME_MAX}
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="E-mail address"
          type="email"
          required
          autoComplete="off"
          maxLength={254}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="off"
          maxLength={30}
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Company"
          autoComplete="off"
          maxLength={120}
          {...form.getInputProps('company')}
        />
        <TextInput
          label="Job title"
          autoComplete="off"
          maxLength={120}
          {...form.getInputProps('jobTitle')}
        />
      </SimpleGrid>
    </Stack>
  );
}

type RecipientRewards = ReturnType<typeof useRecipientRewards>;

/** The recipient's rewards on offer to me: the lead may be passed under one (optional). */
function RewardField({ form, recipient, rewards }: LeadDetailFieldsProps) {
  const offered = rewards.data ?? [];
  // Hidden when nothing is on offer, unless the server just turned down the chosen reward.
  if (offered.length === 0 && !form.errors.rewardId) return null;
  const name = recipient ? fullName(recipient) : 'your connection';
  return (
    <Select
      label="Reward"
      description={`Pass this lead under one of the rewards ${name} offers you (optional)`}
      placeholder="No reward"
      clearable
      data={offered.map((reward) => ({
        value: reward._id,
        label: `${reward.title} — ${reward.value}`,
      }))}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('rewardId')}
      value={form.values.rewardId || null}
      onChange={(id) => {
        form.setFieldValue('rewardId', id ?? '');
        form.clearFieldError('rewardId');
      }}
    />
  );
}

type LeadDetailFieldsProps = {
  form: Form;
  recipient: ProfileCard | undefined;
  rewards: RecipientRewards;
};

export function LeadDetailFields({ form, recipient, rewards }: LeadDetailFieldsProps) {
  const { currency } = form.values;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Estimated value"
          description="What the business may be worth"
          required
          min={0}
          max={LEAD_VALUE_MAX}
          // Keep what was typed: clamping on blur turned -5 into 0 and sent it without a word;
          // the contract refuses it in words instead.
          clampBehavior="none"
          decimalScale={2}
          thousandSeparator=","
          leftSection={<span aria-hidden>{CURRENCY_SYMBOLS[currency]}</span>}
          {...form.getInputProps('estimatedValue')}
        />
        <NativeSelect
          label="Currency"
          data={CURRENCIES.map((code) => ({
            value: code,
            label: `${CURRENCY_SYMBOLS[code]} ${code}`,
          }))}
          value={currency}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (isCurrency(value)) form.setFieldValue('currency', value);
          }}
        />
      </SimpleGrid>
      <Textarea
        label="Details"
        description={`Anything that helps your connection follow it up. Up to ${LEAD_DETAILS_MAX_LENGTH.toLocaleString('en-GB')} characters.`}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={LEAD_DETAILS_MAX_LENGTH}
        {...form.getInputProps('details')}
      />
      <RewardField form={form} recipient={recipient} rewards={rewards} />
    </Stack>
  );
}
