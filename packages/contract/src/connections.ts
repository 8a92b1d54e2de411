import { z } from 'zod';
import { estimatedListResponse, listQuery, listResponse } from './common.js';
import { emailSchema } from './auth.js';
import { profileCard } from './profile.js';

/** Connection states (spec §3 tabs): All is no filter. */
export const connectionStatus = z.enum(['REQUESTED', 'CONNECTED', 'REJECTED']);
export type ConnectionStatus = z.infer<typeof connectionStatus>;

/** Comma-joined or repeated ids in a query string (spec §7: regions and sectors comma-joined). */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(50));

export const memberFilters = z.object({
  country: z.uuid().optional(),
  regions: idList.optional(),
  sectors: idList.optional(),
});

export const connectionSort = z.enum(['firstName', 'lastName', 'createdAt']);
export const listConnectionsQuery = listQuery.extend(memberFilters.shape).extend({
  status: connectionStatus.optional(),
  sort: connectionSort.default('firstName'),
  order: z.enum(['ASC', 'DESC']).default('ASC'),
  bookmark: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ListConnectionsQuery = z.infer<typeof listConnectionsQuery>;

/** One row of my connections: the other member's card and where the request stands. */
export const connectionRow = z.object({
  _id: z.uuid(),
  status: connectionStatus,
  /** `outgoing`: I asked; `incoming`: they asked me (only incoming requests can be answered). */
  direction: z.enum(['outgoing', 'incoming']),
  bookmark: z.boolean(),
  createdAt: z.string(),
  member: profileCard,
});
export type ConnectionRow = z.infer<typeof connectionRow>;
export const connectionList = listResponse(connectionRow);

export const connectionTabs = z.object({
  all: z.number().int(),
  CONNECTED: z.number().int(),
  REQUESTED: z.number().int(),
  REJECTED: z.number().int(),
});
export type ConnectionTabs = z.infer<typeof connectionTabs>;

export const exploreQuery = listQuery.extend(memberFilters.shape);
export type ExploreQuery = z.infer<typeof exploreQuery>;
/** An explore card: a member and, if any, the state of a request between us. */
export const exploreRow = z.object({
  member: profileCard,
  connection: z
    .object({
      _id: z.uuid(),
      status: connectionStatus,
      direction: z.enum(['outgoing', 'incoming']),
    })
    .nullable(),
});
export type ExploreRow = z.infer<typeof exploreRow>;
/**
 * An explore page in the shared list shape (spec §3). `totalRows` is exact while the matches end
 * within EXACT_COUNT_WINDOW rows of the page's first row and an estimate beyond (see
 * `estimatedListResponse`): counting every match of a common word would cost more than the page.
 * `hasMore` is always exact.
 */
export const exploreList = estimatedListResponse(exploreRow);
export type ExploreList = z.infer<typeof exploreList>;

/** Connect to a member by id, or by e-mail (RECIPIENT_NOT_FOUND when nobody has it: invite them). */
export const connectRequestBody = z
  .object({ userId: z.uuid().optional(), email: emailSchema.optional() })
  .refine((body) => !!body.userId !== !!body.email, { message: 'Give either userId or email' });
export const connectByEmailBody = z.object({ email: emailSchema });
/** Answering a request: accept (CONNECTED) or reject (REJECTED). */
export const connectionResponseBody = z.object({
  connectionId: z.uuid(),
  status: z.enum(['CONNECTED', 'REJECTED']),
});
export const disconnectBody = z.object({ userId: z.uuid() });
/** Withdrawing my pending request: only its sender may. */
export const withdrawRequestBody = z.object({ connectionId: z.uuid() });

export const connectionResult = z.object({
  _id: z.uuid(),
  status: connectionStatus,
  direction: z.enum(['outgoing', 'incoming']),
});
export type ConnectionResult = z.infer<typeof connectionResult>;
export const inviteByEmailResult = z.object({ invited: z.literal(true), email: z.string() });

export const bookmarkType = z.enum(['connections', 'leads', 'posts']);
export type BookmarkType = z.infer<typeof bookmarkType>;
export const bookmarkBody = z.object({ type: bookmarkType, id: z.uuid(), bookmark: z.boolean() });
export const bookmarkResult = z.object({ type: bookmarkType, id: z.uuid(), bookmark: z.boolean() });
