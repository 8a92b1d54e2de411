import type { CampaignAudience, RewardKind, RewardType } from '@nethub/contract';
import { getFieldErrors } from '@/lib/errors';
import type { NewReward } from '../api/create-reward';

const REQUIRED = 'Please fill out this field.';
const END_BEFORE_START = 'The end date must be on or after the start date';

export type WizardValues = {
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
export type FieldErrors = Partial<Record<Field, string>>;

export const blankValues = (type: RewardType = 'standard'): WizardValues => ({
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

export const GENERAL = 0;
export const REWARD = 1;
export const CAMPAIGN_DETAILS = 2;
export const NOTIFY = 3;
export const LAST_STEP = NOTIFY;

/** The step (0-based, as REWARD_WIZARD_STEPS) each field is on, in the order they appear. */
export const stepOf = (field: Field, type: RewardType): number => {
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
export const FIELDS: Field[] = [
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
export const stepsFor = (type: RewardType) =>
  type === 'campaign' ? [GENERAL, REWARD, CAMPAIGN_DETAILS, NOTIFY] : [GENERAL, REWARD, NOTIFY];

const blank = (value: string) => !value.trim();

export function validateStep(step: number, values: WizardValues): FieldErrors {
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
export function serverFieldErrors(error: unknown, type: RewardType): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(getFieldErrors(error))) {
    if (name === 'title') errors[type === 'campaign' ? 'campaignTitle' : 'title'] = message;
    else if (name === 'status') errors.active = message;
    else if ((FIELDS as string[]).includes(name)) errors[name as Field] = message;
  }
  return errors;
}

export function buildReward(values: WizardValues): NewReward {
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
