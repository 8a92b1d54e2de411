import {
  ErrorCode,
  type CreateLeadBody,
  type CreateLeadSuggestion,
  type Currency,
  type ErrorBody,
  type ProfileCard,
} from '@nethub/contract';
import {
  Alert,
  Anchor,
  Autocomplete,
  Avatar,
  Button,
  Card,
  Group,
  Loader,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconRefresh, IconSend } from '@tabler/icons-react';
import { isAxiosError } from 'axios';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '@/components/form-error';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { getErrorMessage, hasErrorCode, MESSAGES } from '@/lib/errors';
import { DEFAULT_CURRENCY, fullName, initials } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/lib/preferences';
import { useCreateLead } from '../api/create-lead';
import { useCreateLeadSuggestion } from '../api/get-create-lead-suggestion';
import { useLeadRecipients, useRecipientCard } from '../api/get-lead-recipients';
import { useRecipientRewards } from '../api/get-recipient-rewards';
import { useLeadTypeSuggestions } from '../api/get-lead-type-suggestions';
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  isCurrency,
  LEAD_DETAILS_MAX_LENGTH,
  LEAD_TAGS_MAX,
  LEAD_VALUE_MAX,
  WIZARD_STEPS,
} from '../lead-constants';
import { SEARCH_DEBOUNCE_MS } from './lead-filters';

export const REQUIRED = 'Please fill out this field.';
const INVALID_EMAIL = 'Please enter a valid e-mail address';
const INVALID_VALUE = 'Please enter an amount of 0 or more.';

type WizardValues = {
  receiverId: string;
  leadTypeName: string;
  tags: string[];
  sourceOfLead: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  estimatedValue: number | string;
  currency: Currency;
  details: string;
  /** One of the recipient's rewards on offer to me, or '' for none. */
  rewardId: string;
};
type Field = keyof WizardValues;
type FieldErrors = Partial<Record<Field, string>>;

const blankValues = (currency: Currency, receiverId = ''): WizardValues => ({
  receiverId,
  leadTypeName: '',
  tags: [],
  sourceOfLead: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  jobTitle: '',
  estimatedValue: '',
  currency,
  details: '',
  rewardId: '',
});

/** The step (0-based, as WIZARD_STEPS) each field is on, in the order they appear. */
const STEP_OF: Record<Field, number> = {
  receiverId: 0,
  leadTypeName: 0,
  tags: 0,
  sourceOfLead: 0,
  firstName: 1,
  lastName: 1,
  email: 1,
  phone: 1,
  company: 1,
  jobTitle: 1,
  estimatedValue: 2,
  currency: 2,
  details: 2,
  rewardId: 2,
};
const FIELDS = Object.keys(STEP_OF) as Field[];
const LAST_STEP = WIZARD_STEPS.length - 1;

const isField = (name: string): name is Field => Object.hasOwn(STEP_OF, name);
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const blank = (value: string) => !value.trim();

/**
 * Spec §5, as the recipient's suggestion says: with lead tags, the lead carries at least one of
 * them and no source; without, a source of lead is required.
 */
type TagRule = { kind: 'tags'; tags: string[] } | { kind: 'source'; suggestions: string[] };
const tagRule = (suggestion: CreateLeadSuggestion): TagRule =>
  suggestion.tags.length
    ? { kind: 'tags', tags: suggestion.tags }
    : { kind: 'source', suggestions: suggestion.otherSuggestions };

/** The errors of one step's fields. `rule` is unknown until the recipient's tags have loaded. */
function validateStep(step: number, values: WizardValues, rule: TagRule | undefined) {
  const errors: FieldErrors = {};
  if (step === 0) {
    if (!values.receiverId) errors.receiverId = REQUIRED;
    if (blank(values.leadTypeName)) errors.leadTypeName = REQUIRED;
    if (rule?.kind === 'tags' && values.tags.length === 0) errors.tags = REQUIRED;
    if (rule?.kind === 'source' && blank(values.sourceOfLead)) errors.sourceOfLead = REQUIRED;
  }
  if (step === 1) {
    if (blank(values.firstName)) errors.firstName = REQUIRED;
    if (blank(values.lastName)) errors.lastName = REQUIRED;
    if (blank(values.email)) errors.email = REQUIRED;
    else if (!looksLikeEmail(values.email.trim())) errors.email = INVALID_EMAIL;
  }
  if (step === 2) {
    const value = values.estimatedValue;
    if (value === '' || value === null) errors.estimatedValue = REQUIRED;
    else if (Number.isNaN(Number(value)) || Number(value) < 0)
      errors.estimatedValue = INVALID_VALUE;
  }
  return errors;
}

const firstError = (errors: FieldErrors) => FIELDS.find((field) => errors[field]);

/** Field errors of a VALIDATION_ERROR: `body.contact.email` is the e-mail field, `body.tags.0` tags. */
function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const details = isAxiosError<ErrorBody>(error) ? error.response?.data?.details : undefined;
  if (!Array.isArray(details)) return errors;
  for (const item of details as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const path = field.replace(/^body\./, '').split('.');
    const name = (path[0] === 'contact' ? path[1] : path[0]) ?? '';
    if (isField(name) && !errors[name]) errors[name] = message;
  }
  return errors;
}

function buildBody(values: WizardValues, rule: TagRule | undefined): CreateLeadBody {
  const withTags = rule?.kind === 'tags';
  return {
    receiverId: values.receiverId,
    leadTypeName: values.leadTypeName.trim(),
    tags: withTags ? values.tags : [],
    sourceOfLead: withTags ? undefined : values.sourceOfLead.trim() || undefined,
    contact: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || undefined,
      company: values.company.trim() || undefined,
      jobTitle: values.jobTitle.trim() || undefined,
    },
    estimatedValue: Number(values.estimatedValue),
    currency: values.currency,
    details: values.details.trim() || undefined,
    rewardId: values.rewardId || undefined,
  };
}

type Form = UseFormReturnType<WizardValues>;

const memberRole = (member: ProfileCard) =>
  [member.jobTitle, member.company].filter(Boolean).join(' at ');

type RecipientFieldProps = {
  form: Form;
  /** The chosen recipient's card, when known. */
  recipient: ProfileCard | undefined;
  onChoose: (member: ProfileCard | undefined) => void;
  linkedMissing: boolean;
};

/** My connections, searched on the server as the member types. */
function RecipientField({ form, recipient, onChoose, linkedMissing }: RecipientFieldProps) {
  const [search, setSearch] = useState('');
  // Once chosen, the box shows the name: that is not a search for it.
  const typed = recipient && search === fullName(recipient) ? '' : search.trim();
  const [textSearch] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
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
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: every option it sent is a match.
      filter={({ options }) => options}
      data={[...members.values()].map((member) => ({
        value: member._id,
        label: fullName(member),
      }))}
      renderOption={({ option }) => {
        const member = members.get(option.value);
        if (!member) return option.label;
        const role = memberRole(member);
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={member.avatarUrl} alt="" aria-hidden color="blue" radius="xl" size={32}>
              {initials(member)}
            </Avatar>
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {role && (
                <Text size="xs" c="dimmed">
                  {role}
                </Text>
              )}
            </Stack>
          </Group>
        );
      }}
      nothingFoundMessage={recipients.isFetching ? 'Loading…' : 'No matching connection'}
      value={recipient ? recipient._id : null}
      onChange={(id) => onChoose(id ? members.get(id) : undefined)}
      error={form.errors.receiverId ?? linkedError}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function LeadTypeField({ form }: { form: Form }) {
  const [name] = useDebouncedValue(form.values.leadTypeName.trim(), SEARCH_DEBOUNCE_MS);
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
function TagsOrSource({ form, recipient, suggestion }: TagsOrSourceProps) {
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
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{getErrorMessage(suggestion.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void suggestion.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
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

function ContactFields({ form }: { form: Form }) {
  // The prospect's details, not the member's own: the browser must not fill them in.
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          required
          autoComplete="off"
          maxLength={80}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last name"
          required
          autoComplete="off"
          maxLength={80}
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
          maxLength={40}
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

function LeadDetailFields({ form, recipient, rewards }: LeadDetailFieldsProps) {
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
          allowNegative={false}
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

function AddLeadForm({ defaultCurrency }: { defaultCurrency: Currency }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('recipient') ?? '';
  const form = useForm<WizardValues>({
    mode: 'controlled',
    initialValues: blankValues(defaultCurrency, linkedId),
  });
  const [active, setActive] = useState(0);
  // Reset remounts the steps, so every search box inside starts blank too.
  const [generation, setGeneration] = useState(0);
  const [chosen, setChosen] = useState<ProfileCard | undefined>(undefined);
  const create = useCreateLead();
  const desktop = useMediaQuery('(min-width: 64em)');
  const focusHeading = useRef(false);

  const { receiverId } = form.values;
  const linked = useRecipientCard(linkedId, { enabled: !!linkedId && receiverId === linkedId });
  const recipient =
    chosen?._id === receiverId ? chosen : linked.data?._id === receiverId ? linked.data : undefined;
  const linkedMissing = !!linkedId && receiverId === linkedId && linked.isError;
  const suggestion = useCreateLeadSuggestion(linkedMissing ? '' : receiverId);
  // Loaded with the recipient, so the lead details step has their rewards at once.
  const rewards = useRecipientRewards(linkedMissing ? '' : receiverId);
  const rule = suggestion.data ? tagRule(suggestion.data) : undefined;

  const goTo = (step: number) => {
    focusHeading.current = true;
    setActive(step);
  };

  const chooseRecipient = (member: ProfileCard | undefined) => {
    setChosen(member);
    // The tags and rewards belong to the recipient: choosing another starts them again.
    form.setValues({ receiverId: member?._id ?? '', tags: [], rewardId: '' });
    form.clearFieldError('receiverId');
    form.clearFieldError('tags');
  };

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    const field = firstError(errors);
    if (!field) return false;
    const step = STEP_OF[field];
    if (step !== active) goTo(step);
    // The first field in error gets the focus once its step is on screen.
    window.setTimeout(() => form.getInputNode(field)?.focus(), 0);
    return true;
  };

  const send = () => {
    const errors = Object.assign(
      {},
      ...WIZARD_STEPS.map((_, step) => validateStep(step, form.values, rule)),
    ) as FieldErrors;
    if (showErrors(errors)) return;
    create.mutate(buildBody(form.values, rule), {
      onSuccess: (lead) => {
        notify.success(MESSAGES.leadSent);
        void navigate(paths.leads.detail.getHref(lead._id));
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (hasErrorCode(error, ErrorCode.LEAD_RECIPIENT_NOT_CONNECTED)) {
          fieldErrors.receiverId = MESSAGES.leadRecipientNotConnected;
        }
        if (fieldErrors.rewardId) {
          // The reward is no longer on offer: choose again from what is.
          form.setFieldValue('rewardId', '');
          void rewards.refetch();
        }
        showErrors(fieldErrors);
      },
    });
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (showErrors(validateStep(active, form.values, rule))) return;
    // The tags-or-source rule must be known before leaving the first step.
    if (active === 0 && (!rule || linkedMissing)) return;
    if (active < LAST_STEP) goTo(active + 1);
    else send();
  };

  const reset = () => {
    form.setValues(blankValues(defaultCurrency));
    form.clearErrors();
    form.resetTouched();
    setChosen(undefined);
    create.reset();
    if (searchParams.has('recipient')) setSearchParams({}, { replace: true });
    setGeneration((value) => value + 1);
    goTo(0);
  };

  const stepHeading = (step: number) => (
    <Title
      order={2}
      fz="h4"
      tabIndex={-1}
      ref={(node: HTMLHeadingElement | null) => {
        if (node && focusHeading.current) {
          focusHeading.current = false;
          node.focus();
        }
      }}
    >
      {WIZARD_STEPS[step]?.label}
    </Title>
  );

  // A rejected recipient says so on its own field; other failures are told above the form.
  const formError = hasErrorCode(create.error, ErrorCode.LEAD_RECIPIENT_NOT_CONNECTED)
    ? null
    : create.error;

  return (
    <Card withBorder padding="lg" maw={760}>
      <form noValidate onSubmit={handleSubmit} aria-label="Pass a lead">
        <Stack gap="lg">
          <FormError error={formError} context="lead" />
          <Stepper
            key={generation}
            active={active}
            onStepClick={(step) => step < active && goTo(step)}
            orientation={desktop ? 'horizontal' : 'vertical'}
            size="sm"
          >
            <Stepper.Step
              label={WIZARD_STEPS[0].label}
              aria-current={active === 0 ? 'step' : undefined}
            >
              <Stack>
                {stepHeading(0)}
                <RecipientField
                  form={form}
                  recipient={recipient}
                  onChoose={chooseRecipient}
                  linkedMissing={linkedMissing}
                />
                <LeadTypeField form={form} />
                <TagsOrSource form={form} recipient={recipient} suggestion={suggestion} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step
              label={WIZARD_STEPS[1].label}
              aria-current={active === 1 ? 'step' : undefined}
            >
              <Stack>
                {stepHeading(1)}
                <Text size="sm" c="dimmed">
                  Who your connection should contact about this lead.
                </Text>
                <ContactFields form={form} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step
              label={WIZARD_STEPS[2].label}
              aria-current={active === 2 ? 'step' : undefined}
            >
              <Stack>
                {stepHeading(2)}
                <LeadDetailFields form={form} recipient={recipient} rewards={rewards} />
              </Stack>
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={reset}
              disabled={create.isPending}
            >
              Reset
            </Button>
            <Group gap="sm">
              {active > 0 && (
                <Button
                  variant="default"
                  onClick={() => goTo(active - 1)}
                  disabled={create.isPending}
                >
                  Back
                </Button>
              )}
              {active < LAST_STEP ? (
                <Button key="next" type="submit">
                  Next
                </Button>
              ) : (
                <Button
                  key="send"
                  type="submit"
                  leftSection={<IconSend size={16} aria-hidden />}
                  loading={create.isPending}
                >
                  Send lead
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Spec §3 add-lead wizard: general information, contact details, lead details. */
export function AddLeadWizard() {
  const preferences = usePreferences();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.leads.root.getHref()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          All leads
        </Group>
      </Anchor>
      <PageTitle
        title="Pass a lead"
        description="Pass a business opportunity to one of your connections."
      />
      {preferences.isPending ? (
        <PageLoader inline label="Loading the form" />
      ) : (
        // The member's currency is the default; without preferences, the spec's default.
        <AddLeadForm defaultCurrency={preferences.data?.currency ?? DEFAULT_CURRENCY} />
      )}
    </Stack>
  );
}
