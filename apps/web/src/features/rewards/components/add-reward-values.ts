import {
  createCampaignBody,
  createRewardBody,
  type CampaignAudience,
  type RewardKind,
  type RewardType,
} from '@nethub/contract';
import { getFieldErrors } from '@/lib/errors';
import { fieldIssues, serverFieldText } from '@/lib/form-issues';
import type { NewReward } from '../api/create-reward';

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

const isBlank = (value: WizardValues[Field]) =>
  value === null || (Array.isArray(value) ? value.length === 0 : !String(value).trim());

/** The form field of a body's field: a campaign's title is its name on the first step. */
function fieldOf(name: string, type: RewardType): Field | undefined {
  if (name === 'title') return type === 'campaign' ? 'campaignTitle' : 'title';
  if (name === 'status') return 'active';
  return (FIELDS as string[]).includes(name) ? (name as Field) : undefined;
}

/**
 * The errors of one step's fields: the contract's createRewardBody (or createCampaignBody),
 * worded for people.
 */
export function validateStep(step: number, values: WizardValues): FieldErrors {
  const reward = buildReward(values);
  // A kind not chosen yet is missing (buildReward would send 'none').
  const body = { ...reward.body, kind: values.kind ?? undefined };
  const schema = reward.type === 'campaign' ? createCampaignBody : createRewardBody;
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const all = fieldIssues(
    parsed.error.issues,
    (path) => fieldOf(String(path[0] ?? ''), values.type),
    (field) => isBlank(values[field]),
  );
  const errors: FieldErrors = {};
  for (const field of FIELDS)
    if (stepOf(field, values.type) === step && all[field]) errors[field] = all[field];
  return errors;
}

/** Field errors of a VALIDATION_ERROR, on this form's fields. */
export function serverFieldErrors(error: unknown, type: RewardType): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(getFieldErrors(error))) {
    const field = fieldOf(name, type);
    if (field) errors[field] = serverFieldText(message);
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
