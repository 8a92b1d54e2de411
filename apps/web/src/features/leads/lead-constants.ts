import type { BadgeTone } from '@/components/badge';
import {
  type ADD_LEAD_STEPS,
  CURRENCY_SYMBOLS,
  LEAD_PIPELINE,
  type Currency,
  type LeadStatus,
} from '@nethub/contract/constants';

/** Pipeline stages in order, with their labels (the contract's LEAD_PIPELINE). */
export const LEAD_STAGES = LEAD_PIPELINE;

export const STAGE_LABELS = Object.fromEntries(
  LEAD_PIPELINE.map((stage) => [stage.status, stage.label]),
) as Record<LeadStatus, string>;

/** Filled in dark shades: white text on them meets WCAG AA. */
export const STAGE_COLORS = {
  NEW: 'blue.9',
  CONTACTED: 'cyan.9',
  MEETING: 'indigo.9',
  PROPOSAL: 'violet.9',
  CONVERTED: 'teal.9',
  LOST: 'red.9',
} as const satisfies Record<LeadStatus, string>;

/** Each stage's badge tone (components/badge.tsx): the pipeline reads the same everywhere. */
export const STAGE_TONES = {
  NEW: 'info',
  CONTACTED: 'info',
  MEETING: 'accent',
  PROPOSAL: 'warning',
  CONVERTED: 'success',
  LOST: 'danger',
} as const satisfies Record<LeadStatus, BadgeTone>;

export const isLeadStatus = (value: string): value is LeadStatus =>
  Object.hasOwn(STAGE_LABELS, value);

export type AddLeadStep = (typeof ADD_LEAD_STEPS)[number];

/** The add-lead wizard's steps (spec §3), in the contract's order, with the screen's labels. */
export const WIZARD_STEPS = [
  { step: 'GENERAL_INFORMATION_STEP', label: 'General information' },
  { step: 'CONTACT_DETAIL_STEP', label: 'Contact details' },
  { step: 'LEAD_DETAIL_STEP', label: 'Lead details' },
] as const satisfies readonly { step: AddLeadStep; label: string }[];

export const isCurrency = (value: string): value is Currency =>
  Object.hasOwn(CURRENCY_SYMBOLS, value);
