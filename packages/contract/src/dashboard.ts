import { z } from 'zod';
import { leadStatus } from './leads.js';
import { ledgerSummary } from './ledger.js';
import { onboardingChecklist } from './onboarding.js';
import { currency } from './profile.js';

/**
 * The home dashboard's figures, computed from real data:
 * - **revenue**: the estimated value of the leads I received that reached CONVERTED — business
 *   won through Net Hub — in my preferred currency. Leads keep their own currency; the total
 *   converts with the fixed reference rates below (indicative, not market rates).
 * - **connections**: members connected to me. **active campaigns**: my campaigns live today.
 * - **leads**: every lead I gave or received; the pipeline counts them by the month they were
 *   passed (UTC) and the stage they are at now.
 */
export const REFERENCE_RATES_TO_GBP = { GBP: 1, EUR: 0.86, USD: 0.79 } as const;

/** GET /statistical/total-statistical. */
export const totalStatistical = z.object({
  totalRevenue: z.number(),
  currency,
  activeCampaign: z.number().int(),
  totalConnection: z.number().int(),
});
export type TotalStatistical = z.infer<typeof totalStatistical>;

/** GET /statistical/total-connection: `fromDate` is the first connection's date. */
export const totalConnection = z.object({
  total: z.number().int(),
  lastThirtyDays: z.number().int(),
  fromDate: z.string().nullable(),
});
/** GET /statistical/total-revenue: `fromDate` is the first conversion's date. */
export const totalRevenue = z.object({
  total: z.number(),
  currency,
  convertedLeads: z.number().int(),
  fromDate: z.string().nullable(),
});
/** GET /statistical/active-campaigns. */
export const activeCampaigns = z.object({ total: z.number().int() });

/** GET /statistical/total-leads. */
export const totalLeads = z.object({
  result: z.object({
    total: z.number().int(),
    incoming: z.number().int(),
    outgoing: z.number().int(),
    converted: z.number().int(),
  }),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
});
export type TotalLeads = z.infer<typeof totalLeads>;

export const leadPipelineQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
/** GET /statistical/lead-pipeline?year: twelve months, each with its count per stage. */
export const leadPipeline = z.object({
  year: z.number().int(),
  activity: z.array(
    z.object({
      month: z.number().int().min(1).max(12),
      total: z.number().int(),
      stages: z.record(leadStatus, z.number().int()),
    }),
  ),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
});
export type LeadPipeline = z.infer<typeof leadPipeline>;

/**
 * GET /statistical/home?year: what home shows first — the totals, the leads, that year's
 * pipeline (this year unless asked), this month's ledger (as GET /ledger/summary?period=month)
 * and the onboarding checklist (as GET /users/onboarding) — in one call and one statement, so
 * opening home costs one request, not five.
 */
export const homeFigures = z.object({
  statistics: totalStatistical,
  totalLeads,
  pipeline: leadPipeline,
  ledger: ledgerSummary,
  onboarding: onboardingChecklist,
});
export type HomeFigures = z.infer<typeof homeFigures>;
