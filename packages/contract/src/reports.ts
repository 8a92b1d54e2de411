import { z } from 'zod';
import { idSchema, listQuery, listResponse, optionalText } from './common.js';

/** What a member may report (issue 22): a post, a response, a message, a review or a profile. */
export const REPORT_KINDS = ['post', 'response', 'message', 'review', 'profile'] as const;
export const reportKind = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof reportKind>;

/** The short list of reasons a reporter picks from; details are optional. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'misleading',
  'inappropriate',
  'other',
] as const;
export const reportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReason>;
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate: 'Hateful or abusive',
  misleading: 'False or misleading',
  inappropriate: 'Inappropriate or offensive',
  other: 'Something else',
};

/** POST /reports: one open report per reporter per item (409 REPORT_EXISTS otherwise). */
export const createReportBody = z.object({
  kind: reportKind,
  targetId: idSchema,
  reason: reportReason,
  details: optionalText(1000),
});
export type CreateReportBody = z.input<typeof createReportBody>;

/** open until an administrator acts; then the outcome of that action. */
export const REPORT_STATUSES = ['open', 'dismissed', 'removed', 'suspended'] as const;
export const reportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatus>;

/** What the reporter is told: their report as filed. */
export const filedReport = z.object({
  _id: idSchema,
  kind: reportKind,
  targetId: idSchema,
  reason: reportReason,
  status: reportStatus,
  createdAt: z.string(),
});
export type FiledReport = z.infer<typeof filedReport>;

/** GET /admin/reports: oldest first, filtered by kind and status (open by default). */
export const adminReportsQuery = listQuery.pick({ page: true, offset: true }).extend({
  kind: reportKind.optional(),
  status: reportStatus.default('open'),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuery>;

const person = z.object({
  _id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const adminReport = z.object({
  _id: idSchema,
  kind: reportKind,
  targetId: idSchema,
  reason: reportReason,
  details: z.string().nullable(),
  /** The reported text as it was when reported. */
  snapshot: z.string(),
  /** Where it was: a group's name, a chat's title, the post a response answers. */
  context: z.string().nullable(),
  reporter: person,
  /** Who wrote the reported content (or whose profile it is). */
  author: person.extend({ status: z.string() }),
  status: reportStatus,
  /** Other reporters' open reports on the same item. */
  sameItemOpen: z.number().int(),
  /** Whether "remove" applies (a profile is not removed; its owner may be suspended). */
  removable: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolvedBy: person.nullable(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof adminReport>;
export const adminReportList = listResponse(adminReport);

/** What an administrator does with a report; the item's other open reports close with it. */
export const REPORT_ACTIONS = ['dismiss', 'remove', 'suspend'] as const;
export const reportActionBody = z.object({ action: z.enum(REPORT_ACTIONS) });
export type ReportAction = (typeof REPORT_ACTIONS)[number];
