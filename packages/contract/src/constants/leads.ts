/**
 * The pipeline's stages in order, with their labels. The spec leaves the pipeline open; ours
 * follows a sale from first touch to outcome; CONVERTED counts as revenue on the dashboard.
 */
export const LEAD_PIPELINE = [
  { status: 'NEW', label: 'New' },
  { status: 'CONTACTED', label: 'Contacted' },
  { status: 'MEETING', label: 'Meeting' },
  { status: 'PROPOSAL', label: 'Proposal' },
  { status: 'CONVERTED', label: 'Converted' },
  { status: 'LOST', label: 'Lost' },
] as const;
export const LEAD_STATUSES = [
  'NEW',
  'CONTACTED',
  'MEETING',
  'PROPOSAL',
  'CONVERTED',
  'LOST',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The add-lead wizard's steps (spec §3), in order. */
export const ADD_LEAD_STEPS = [
  'GENERAL_INFORMATION_STEP',
  'CONTACT_DETAIL_STEP',
  'LEAD_DETAIL_STEP',
] as const;

export const LEAD_TAG_MAX_LENGTH = 40;
export const LEAD_TAGS_MAX = 10;
export const LEAD_TYPE_NAME_MAX = 60;
export const LEAD_SOURCE_MAX = 120;
export const LEAD_DETAILS_MAX_LENGTH = 2000;
export const LEAD_VALUE_MAX = 1_000_000_000;
