import type { ADD_LEAD_STEPS, Currency, LeadStatus } from '@nethub/contract';

/*
 * The contract's LEAD_PIPELINE, ADD_LEAD_STEPS and CURRENCY_SYMBOLS, restated: they sit in modules
 * that build zod schemas, which these screens do not otherwise load (lead-constants.test.ts
 * checks that both sides agree).
 */

/** Pipeline stages in order, with their labels. */
export const STAGE_LABELS = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  MEETING: 'Meeting',
  PROPOSAL: 'Proposal',
  CONVERTED: 'Converted',
  LOST: 'Lost',
} as const satisfies Record<LeadStatus, string>;

export const LEAD_STAGES = (Object.keys(STAGE_LABELS) as LeadStatus[]).map((status) => ({
  status,
  label: STAGE_LABELS[status],
}));

/** Filled in dark shades: white text on them meets WCAG AA. */
export const STAGE_COLORS = {
  NEW: 'blue.9',
  CONTACTED: 'cyan.9',
  MEETING: 'indigo.9',
  PROPOSAL: 'violet.9',
  CONVERTED: 'teal.9',
  LOST: 'red.9',
} as const satisfies Record<LeadStatus, string>;

export const isLeadStatus = (value: string): value is LeadStatus =>
  Object.hasOwn(STAGE_LABELS, value);

export type AddLeadStep = (typeof ADD_LEAD_STEPS)[number];

/** The add-lead wizard's steps (spec §3), in order. */
export const WIZARD_STEPS = [
  { step: 'GENERAL_INFORMATION_STEP', label: 'General information' },
  { step: 'CONTACT_DETAIL_STEP', label: 'Contact details' },
  { step: 'LEAD_DETAIL_STEP', label: 'Lead details' },
] as const satisfies readonly { step: AddLeadStep; label: string }[];

export const CURRENCY_SYMBOLS = {
  GBP: '£',
  EUR: '€',
  USD: '$',
} as const satisfies Record<Currency, string>;

export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as Currency[];

export const isCurrency = (value: string): value is Currency =>
  Object.hasOwn(CURRENCY_SYMBOLS, value);

/** The contract's limits (LEAD_TAGS_MAX, LEAD_TAG_MAX_LENGTH) and field lengths. */
export const LEAD_TAGS_MAX = 10;
export const LEAD_TAG_MAX_LENGTH = 40;
export const LEAD_DETAILS_MAX_LENGTH = 2000;
export const LEAD_VALUE_MAX = 1_000_000_000;
