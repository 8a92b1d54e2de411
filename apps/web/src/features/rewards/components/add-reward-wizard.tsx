import '@mantine/dates/styles.css';
import type { CampaignAudience, ProfileCard, RewardKind, RewardType } from '@nethub/contract';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Loader,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCheck,
  IconMinus,
  IconRefresh,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '@/components/form-error';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { getErrorMessage, getFieldErrors, MESSAGES } from '@/lib/errors';
import { fullName, initials } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCreateReward, type NewReward } from '../api/create-reward';
import { useAudienceConnections } from '../api/get-audience-connections';
import { useRewardAvailability } from '../api/get-reward-availability';
import {
  AUDIENCE_MAX,
  AUDIENCES,
  isAudience,
  isRewardKind,
  REWARD_DESCRIPTION_MAX_LENGTH,
  REWARD_KINDS,
  REWARD_TITLE_MAX_LENGTH,
  REWARD_VALUE_MAX_LENGTH,
  REWARD_WIZARD_STEPS,
} from '../reward-constants';

export const REQUIRED = 'Please fill out this field.';
const END_BEFORE_START = 'The end date must be on or after the start date';
const SEARCH_DEBOUNCE_MS = 300;
const DATE_FORMAT = 'D MMMM YYYY';

/** The calendar's arrows and level buttons, named for screen readers. */
const CALENDAR_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/**
 * Shared by both date fields. No weekend colouring: Mantine's red weekend days fall below AA
 * contrast, and a campaign's days are all alike.
 */
const datePickerProps = {
  valueFormat: DATE_FORMAT,
  placeholder: 'Choose a date',
  required: true,
  ariaLabels: CALENDAR_LABELS,
  weekendDays: [],
  popoverProps: { withinPortal: true },
} satisfies Partial<DatePickerInputProps>;

type WizardValues = {
  type: RewardType;
  /** A campaign's name (step 1). */
  campaignTitle: string;
  kind: RewardKind | null;
  /** The name of a standard reward of my own making (kind `user_create`, step 2). */
  title: string;
  value: string;
  /** On step 2 for a standard reward, step 3 for a campaign. */
  description: string;
  startsOn: string | null;
  endsOn: string | null;
  notifyConnections: boolean;
  audience: CampaignAudience;
  audienceUserIds: string[];
  active: boolean;
};
type Field = keyof WizardValues;
type FieldErrors = Partial<Record<Field, string>>;

const blankValues = (type: RewardType = 'standard'): WizardValues => ({
  type,
  campaignTitle: '',
  kind: null,
  title: '',
  value: '',
  description: '',
  startsOn: null,
  endsOn: null,
  notifyConnections: false,
  audience: 'ALL',
  audienceUserIds: [],
  // Standard rewards start inactive, campaigns active (decision 004).
  active: type === 'campaign',
});

const GENERAL = 0;
const REWARD = 1;
const CAMPAIGN_DETAILS = 2;
const NOTIFY = 3;
const LAST_STEP = NOTIFY;

/** The step (0-based, as REWARD_WIZARD_STEPS) each field is on, in the order they appear. */
const stepOf = (field: Field, type: RewardType): number => {
  if (field === 'description') return type === 'campaign' ? CAMPAIGN_DETAILS : REWARD;
  return {
    type: GENERAL,
    campaignTitle: GENERAL,
    kind: REWARD,
    title: REWARD,
    value: REWARD,
    startsOn: CAMPAIGN_DETAILS,
    endsOn: CAMPAIGN_DETAILS,
    notifyConnections: NOTIFY,
    audience: NOTIFY,
    audienceUserIds: NOTIFY,
    active: NOTIFY,
  }[field];
};
const FIELDS: Field[] = [
  'type',
  'campaignTitle',
  'kind',
  'title',
  'value',
  'startsOn',
  'endsOn',
  'description',
  'notifyConnections',
  'audience',
  'audienceUserIds',
  'active',
];

/** A standard reward has no campaign details: Next and Back pass over that step. */
const stepsFor = (type: RewardType) =>
  type === 'campaign' ? [GENERAL, REWARD, CAMPAIGN_DETAILS, NOTIFY] : [GENERAL, REWARD, NOTIFY];

const blank = (value: string) => !value.trim();

function validateStep(step: number, values: WizardValues): FieldErrors {
  const errors: FieldErrors = {};
  const campaign = values.type === 'campaign';
  if (step === GENERAL && campaign && blank(values.campaignTitle)) errors.campaignTitle = REQUIRED;
  if (step === REWARD) {
    if (!values.kind) errors.kind = REQUIRED;
    if (!campaign && values.kind === 'user_create' && blank(values.title)) errors.title = REQUIRED;
    if (blank(values.value)) errors.value = REQUIRED;
  }
  if (step === CAMPAIGN_DETAILS && campaign) {
    if (!values.startsOn) errors.startsOn = REQUIRED;
    if (!values.endsOn) errors.endsOn = REQUIRED;
    else if (values.startsOn && values.endsOn < values.startsOn) errors.endsOn = END_BEFORE_START;
  }
  if (
    step === NOTIFY &&
    campaign &&
    values.audience !== 'ALL' &&
    values.audienceUserIds.length === 0
  ) {
    errors.audienceUserIds = REQUIRED;
  }
  return errors;
}

/** Field errors of a VALIDATION_ERROR, on this form's fields. */
function serverFieldErrors(error: unknown, type: RewardType): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(getFieldErrors(error))) {
    if (name === 'title') errors[type === 'campaign' ? 'campaignTitle' : 'title'] = message;
    else if (name === 'status') errors.active = message;
    else if ((FIELDS as string[]).includes(name)) errors[name as Field] = message;
  }
  return errors;
}

function buildReward(values: WizardValues): NewReward {
  const kind = values.kind ?? 'none';
  const common = {
    kind,
    value: values.value.trim(),
    description: values.description.trim() || undefined,
    status: values.active ? ('active' as const) : ('inactive' as const),
  };
  if (values.type === 'standard') {
    return {
      type: 'standard',
      body: {
        ...common,
        title: kind === 'user_create' ? values.title.trim() : undefined,
      },
    };
  }
  return {
    type: 'campaign',
    body: {
      ...common,
      title: values.campaignTitle.trim(),
      startsOn: values.startsOn ?? '',
      endsOn: values.endsOn ?? '',
      audience: values.audience,
      audienceUserIds: values.audience === 'ALL' ? [] : values.audienceUserIds,
      notifyConnections: values.notifyConnections,
    },
  };
}

type Form = UseFormReturnType<WizardValues>;
type Availability = ReturnType<typeof useRewardAvailability>;

function GeneralFields({ form, onType }: { form: Form; onType: (type: RewardType) => void }) {
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

function RewardFields({ form, availability }: { form: Form; availability: Availability }) {
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
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{getErrorMessage(availability.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void availability.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
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

function CampaignFields({ form }: { form: Form }) {
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

const memberRole = (member: ProfileCard) =>
  [member.jobTitle, member.company].filter(Boolean).join(' at ');

type AudiencePickerProps = {
  form: Form;
  /** The cards of the members chosen so far, by id. */
  chosen: Map<string, ProfileCard>;
  onChosen: (members: Map<string, ProfileCard>) => void;
};

/** My connections, searched on the server as the member types. */
function AudiencePicker({ form, chosen, onChosen }: AudiencePickerProps) {
  const [search, setSearch] = useState('');
  const [textSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
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
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: every option it sent is a match.
      filter={({ options }) => options}
      maxValues={AUDIENCE_MAX}
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
      nothingFoundMessage={connections.isFetching ? 'Loading…' : 'No matching connection'}
      comboboxProps={{ withinPortal: true }}
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

function NotifyFields({ form, chosen, onChosen }: NotifyFieldsProps) {
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

function AddRewardForm() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const startType: RewardType = searchParams.get('type') === 'campaign' ? 'campaign' : 'standard';
  const form = useForm<WizardValues>({ mode: 'controlled', initialValues: blankValues(startType) });
  const [active, setActive] = useState(GENERAL);
  // Reset remounts the steps, so every search box inside starts blank too.
  const [generation, setGeneration] = useState(0);
  const [chosen, setChosen] = useState(() => new Map<string, ProfileCard>());
  const availability = useRewardAvailability();
  const create = useCreateReward();
  const desktop = useMediaQuery('(min-width: 64em)');
  const focusHeading = useRef(false);

  const { type } = form.values;
  const steps = stepsFor(type);
  const skipped = (step: number) => !steps.includes(step);

  const goTo = (step: number) => {
    focusHeading.current = true;
    setActive(step);
  };
  const move = (by: 1 | -1) => goTo(steps[steps.indexOf(active) + by] ?? active);

  const chooseType = (next: RewardType) => {
    const kind = form.values.kind;
    const open = availability.data?.standardKinds;
    form.setValues({
      type: next,
      active: next === 'campaign',
      // Each standard kind is offered once: a kind already used is chosen again.
      kind: next === 'standard' && kind && open && !open.includes(kind) ? null : kind,
    });
    form.clearErrors();
  };

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    const field = FIELDS.find((name) => errors[name]);
    if (!field) return false;
    const step = stepOf(field, form.values.type);
    if (step !== active) goTo(step);
    // The first field in error gets the focus once its step is on screen.
    window.setTimeout(() => form.getInputNode(field)?.focus(), 0);
    return true;
  };

  const send = () => {
    const errors = Object.assign(
      {},
      ...steps.map((step) => validateStep(step, form.values)),
    ) as FieldErrors;
    if (showErrors(errors)) return;
    create.mutate(buildReward(form.values), {
      onSuccess: (reward) => {
        notify.success(MESSAGES.rewardAdded);
        void navigate(paths.rewards.detail.getHref(reward._id));
      },
      onError: (error) => showErrors(serverFieldErrors(error, form.values.type)),
    });
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (showErrors(validateStep(active, form.values))) return;
    // The kinds on offer must be known before leaving the reward step.
    if (active === REWARD && type === 'standard' && !availability.isSuccess) return;
    if (active < LAST_STEP) move(1);
    else send();
  };

  const reset = () => {
    form.setValues(blankValues());
    form.clearErrors();
    form.resetTouched();
    setChosen(new Map());
    create.reset();
    if (searchParams.has('type')) setSearchParams({}, { replace: true });
    setGeneration((value) => value + 1);
    goTo(GENERAL);
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
      {REWARD_WIZARD_STEPS[step]?.label}
    </Title>
  );

  const stepProps = (step: number) => ({
    label: REWARD_WIZARD_STEPS[step]?.label,
    'aria-current': active === step ? ('step' as const) : undefined,
  });

  return (
    <Card withBorder padding="lg" maw={880}>
      <form noValidate onSubmit={handleSubmit} aria-label="Add reward">
        <Stack gap="lg">
          <FormError error={create.error} context="reward" />
          <Stepper
            key={generation}
            active={active}
            onStepClick={(step) => step < active && !skipped(step) && goTo(step)}
            orientation={desktop ? 'horizontal' : 'vertical'}
            size="sm"
          >
            <Stepper.Step {...stepProps(GENERAL)}>
              <Stack>
                {stepHeading(GENERAL)}
                <GeneralFields form={form} onType={chooseType} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step {...stepProps(REWARD)}>
              <Stack>
                {stepHeading(REWARD)}
                <RewardFields form={form} availability={availability} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step
              {...stepProps(CAMPAIGN_DETAILS)}
              description={skipped(CAMPAIGN_DETAILS) ? 'Campaigns only' : undefined}
              allowStepSelect={!skipped(CAMPAIGN_DETAILS)}
              completedIcon={
                skipped(CAMPAIGN_DETAILS) ? <IconMinus size={16} aria-hidden /> : undefined
              }
              color={skipped(CAMPAIGN_DETAILS) ? 'gray' : undefined}
            >
              <Stack>
                {stepHeading(CAMPAIGN_DETAILS)}
                <CampaignFields form={form} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step {...stepProps(NOTIFY)}>
              <Stack>
                {stepHeading(NOTIFY)}
                <NotifyFields form={form} chosen={chosen} onChosen={setChosen} />
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
              {active > GENERAL && (
                <Button variant="default" onClick={() => move(-1)} disabled={create.isPending}>
                  Back
                </Button>
              )}
              {active < LAST_STEP ? (
                <Button key="next" type="submit">
                  Next
                </Button>
              ) : (
                <Button
                  key="add"
                  type="submit"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  loading={create.isPending}
                >
                  Add reward
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Spec §3 add-reward wizard: general information, reward, campaign details, notify connections. */
export function AddRewardWizard() {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.rewards.root.getHref()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          All rewards
        </Group>
      </Anchor>
      <PageTitle
        title="Add reward"
        description="Offer a reward to the connections who pass you leads, or run a campaign."
      />
      <AddRewardForm />
    </Stack>
  );
}
