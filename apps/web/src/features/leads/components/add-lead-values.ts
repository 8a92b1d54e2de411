import {
  createLeadBody,
  type CreateLeadBody,
  type CreateLeadSuggestion,
  type Currency,
  type ErrorBody,
} from '@nethub/contract';
import { isHttpError } from '@/lib/http';
import { fieldIssues, FORM_WORDS, serverFieldText } from '@/lib/form-issues';
import { WIZARD_STEPS } from '../lead-constants';

export type WizardValues = {
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
export type FieldErrors = Partial<Record<Field, string>>;

export const blankValues = (currency: Currency, receiverId = ''): WizardValues => ({
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
export const STEP_OF: Record<Field, number> = {
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
export const LAST_STEP = WIZARD_STEPS.length - 1;

const isField = (name: string): name is Field => Object.hasOwn(STEP_OF, name);
const blank = (value: string) => !value.trim();
const isBlank = (value: WizardValues[Field]) =>
  Array.isArray(value) ? value.length === 0 : !String(value).trim();

/** The form field of a body's path: `contact.email` is the e-mail field, `tags.0` the tags. */
function fieldOf(path: readonly PropertyKey[]): Field | undefined {
  const name = String((path[0] === 'contact' ? path[1] : path[0]) ?? '');
  return isField(name) ? name : undefined;
}

/**
 * Spec §5, as the recipient's suggestion says: with lead tags, the lead carries at least one of
 * them and no source; without, a source of lead is required.
 */
type TagRule = { kind: 'tags'; tags: string[] } | { kind: 'source'; suggestions: string[] };
export const tagRule = (suggestion: CreateLeadSuggestion): TagRule =>
  suggestion.tags.length
    ? { kind: 'tags', tags: suggestion.tags }
    : { kind: 'source', suggestions: suggestion.otherSuggestions };

/**
 * The errors of one step's fields: the contract's createLeadBody, worded for people, plus the
 * recipient's tag rule, which the schema cannot know. `rule` is unknown until the recipient's
 * tags have loaded.
 */
export function validateStep(step: number, values: WizardValues, rule: TagRule | undefined) {
  const parsed = createLeadBody.safeParse(buildBody(values, rule));
  const all: FieldErrors = parsed.success
    ? {}
    : fieldIssues(parsed.error.issues, fieldOf, (field) => isBlank(values[field]));
  if (rule?.kind === 'tags' && values.tags.length === 0) all.tags ??= FORM_WORDS.required;
  if (rule?.kind === 'source' && blank(values.sourceOfLead))
    all.sourceOfLead ??= FORM_WORDS.required;
  const errors: FieldErrors = {};
  for (const field of FIELDS) if (STEP_OF[field] === step && all[field]) errors[field] = all[field];
  return errors;
}

export const firstError = (errors: FieldErrors) => FIELDS.find((field) => errors[field]);

/** Field errors of a VALIDATION_ERROR: `body.contact.email` is the e-mail field, `body.tags.0` tags. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const details = isHttpError<ErrorBody>(error) ? error.response?.data?.details : undefined;
  if (!Array.isArray(details)) return errors;
  for (const item of details as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = fieldOf(field.replace(/^body\./, '').split('.'));
    if (name && !errors[name]) errors[name] = serverFieldText(message);
  }
  return errors;
}

export function buildBody(values: WizardValues, rule: TagRule | undefined): CreateLeadBody {
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
    // Left empty, it is missing (Number('') would be 0).
    estimatedValue: values.estimatedValue === '' ? undefined : Number(values.estimatedValue),
    currency: values.currency,
    details: values.details.trim() || undefined,
    rewardId: values.rewardId || undefined,
  };
}
