import type {
  Suggestion,
  Currency,
  LedgerSummary,
  OnboardingChecklist,
  OnboardingStep,
  CreateCampaignBody,
  CreateRewardBody,
  ConnectionRow,
  CreateLeadBody,
  ExploreList,
  ExploreRow,
  Lead,
  LeadStageChange,
  LeadStatus,
  LeadType,
  MediaItem,
  MediaKind,
  PresignBody,
  ProfileCard,
  Reward,
  RewardAvailability,
  RewardDetail,
  RewardKind,
  RewardStatus,
  LeadPipeline,
  TotalLeads,
  TotalStatistical,
} from '@nethub/contract';
import { ONBOARDING_STEPS } from '@nethub/contract';
import { REWARD_KINDS } from '@nethub/contract/constants';
import {
  COUNTRIES,
  REGIONS,
  SECTORS,
  buildLead,
  buildMediaItem,
  buildMemberCard,
  buildPreferences,
  buildReward,
  buildUser,
} from './factories';
import { apiError, apiUrl, http, HttpResponse } from './server';

/** Reference data and preferences most signed-in screens read. */
/** Two-factor sign-in is off (the settings page's card). */
export const twoFactorOffHandler = () =>
  http.get(apiUrl('/auth/two-factor'), () =>
    HttpResponse.json({
      data: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, canDisable: true },
    }),
  );

/** The settings page's "Your data" card: no archive asked for yet. */
export const noDataExportsHandler = () =>
  http.get(apiUrl('/account/exports'), () => HttpResponse.json({ data: [] }));

/**
 * The settings page's sign-in cards (one session, this one; two-factor sign-in off) and its
 * "Your data" card (no archive yet).
 */
export const securityHandlers = () => [
  noDataExportsHandler(),
  http.get(apiUrl('/auth/sessions'), () =>
    HttpResponse.json({
      data: [
        {
          _id: '0b5d7a4e-8c1f-4b1e-9a51-2f0c2d3e4f01',
          current: true,
          browser: 'Chrome 131',
          os: 'Windows',
          device: 'desktop',
          signedInAt: '2026-11-20T09:00:00.000Z',
          lastSeenAt: '2026-11-28T09:00:00.000Z',
        },
      ],
    }),
  ),
  twoFactorOffHandler(),
];

export const referenceHandlers = (preferences = buildPreferences()) => [
  http.get(apiUrl('/users/preferences'), () => HttpResponse.json({ data: preferences })),
  http.get(apiUrl('/sectors'), () => HttpResponse.json({ data: SECTORS })),
  http.get(apiUrl('/locations/countries/suggestion'), () => HttpResponse.json({ data: COUNTRIES })),
  http.get(apiUrl('/locations/regions/suggestion'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const countryId = query.get('countryId');
    const name = (query.get('name') ?? '').toLowerCase();
    return HttpResponse.json({
      data: REGIONS.filter(
        (region) => region.countryId === countryId && region.name.toLowerCase().includes(name),
      ),
    });
  }),
];

export type UploadLog = {
  presigned: PresignBody[];
  stored: { contentType: string | null; authorization: string | null }[];
  confirmed: { pathname: string; name?: string }[];
};

/** The three upload steps; confirmed files are added to `library`. */
export function uploadHandlers(library: MediaItem[] = []) {
  const log: UploadLog = { presigned: [], stored: [], confirmed: [] };
  const pending = new Map<string, PresignBody>();
  const handlers = [
    http.post(apiUrl('/media/get-presigned-url'), async ({ request }) => {
      const body = (await request.json()) as PresignBody;
      log.presigned.push(body);
      const pathname = `media/${log.presigned.length}/${body.fileName}`;
      pending.set(pathname, body);
      return HttpResponse.json({
        data: {
          url: `/api/v1/files/upload?key=${encodeURIComponent(pathname)}&signature=s`,
          pathname,
          method: 'PUT',
          headers: { 'content-type': body.contentType },
          expiresAt: '2030-01-01T00:00:00.000Z',
        },
      });
    }),
    http.put(apiUrl('/files/upload'), ({ request }) => {
      log.stored.push({
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
      });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/media'), async ({ request }) => {
      const body = (await request.json()) as { pathname: string; name?: string };
      log.confirmed.push(body);
      const presigned = pending.get(body.pathname);
      const item = buildMediaItem({
        name: body.name ?? presigned?.fileName,
        type: presigned?.type,
        contentType: presigned?.contentType,
        size: presigned?.size,
        createdAt: '2025-06-01T09:00:00.000Z',
      });
      library.unshift(item);
      return HttpResponse.json({ data: item }, { status: 201 });
    }),
  ];
  return { handlers, log };
}

/** GET /media over `library`: per-type rows, search on the name, tab counts. */
export function mediaListHandler(library: MediaItem[], queries: URLSearchParams[] = []) {
  return http.get(apiUrl('/media'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const type = (query.get('type') ?? 'DOCUMENT') as MediaKind;
    const page = Number(query.get('page') ?? 1);
    const offset = Number(query.get('offset') ?? 10);
    const search = (query.get('textSearch') ?? '').toLowerCase();
    const matching = library.filter((item) => item.name.toLowerCase().includes(search));
    const ofType = matching.filter((item) => item.type === type);
    const count = (kind: MediaKind) => matching.filter((item) => item.type === kind).length;
    return HttpResponse.json({
      data: {
        rows: ofType.slice((page - 1) * offset, page * offset),
        totalRows: ofType.length,
        totalPages: Math.ceil(ofType.length / offset),
        page,
        offset,
        tabs: {
          DOCUMENT: count('DOCUMENT'),
          AUDIO: count('AUDIO'),
          VIDEO: count('VIDEO'),
          IMAGE: count('IMAGE'),
          THUMBNAIL: count('THUMBNAIL'),
        },
      },
    });
  });
}

const page = <T>(rows: T[], query: URLSearchParams) => {
  const number = Number(query.get('page') ?? 1);
  const offset = Number(query.get('offset') ?? 10);
  return {
    rows: rows.slice((number - 1) * offset, number * offset),
    totalRows: rows.length,
    totalPages: Math.ceil(rows.length / offset),
    page: number,
    offset,
  };
};

const matchesSearch = (member: ExploreRow['member'], query: URLSearchParams) => {
  const search = (query.get('textSearch') ?? '').toLowerCase();
  return `${member.firstName} ${member.lastName}`.toLowerCase().includes(search);
};

/** GET /connections/explore over `rows`: search on the name, country filter, paging. */
export function exploreHandler(rows: ExploreRow[], queries: URLSearchParams[] = []) {
  return http.get(apiUrl('/connections/explore'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const country = query.get('country');
    const matching = rows.filter(
      (row) =>
        matchesSearch(row.member, query) &&
        (!country || row.member.location.country?._id === country),
    );
    const data = page(matching, query);
    return HttpResponse.json({
      data: {
        ...data,
        totalRowsExact: true,
        hasMore: data.page < data.totalPages,
      } satisfies ExploreList,
    });
  });
}

/** GET /connections and /connections/tabs over `rows` (which tests may change). */
export function connectionListHandlers(rows: ConnectionRow[], queries: URLSearchParams[] = []) {
  return [
    http.get(apiUrl('/connections'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const status = query.get('status');
      const bookmark = query.get('bookmark');
      const matching = rows.filter(
        (row) =>
          matchesSearch(row.member, query) &&
          (!status || row.status === status) &&
          (bookmark !== 'true' || row.bookmark),
      );
      return HttpResponse.json({ data: page(matching, query) });
    }),
    http.get(apiUrl('/connections/tabs'), () => {
      const count = (status: ConnectionRow['status']) =>
        rows.filter((row) => row.status === status).length;
      return HttpResponse.json({
        data: {
          all: rows.length,
          CONNECTED: count('CONNECTED'),
          REQUESTED: count('REQUESTED'),
          REJECTED: count('REJECTED'),
        },
      });
    }),
  ];
}

/** What the leads API serves; tests may change it between steps. */
export type LeadWorld = {
  leads: Lead[];
  /** My connections: the recipients a lead may go to. */
  connections: ProfileCard[];
  /** Each member's own lead tags, by member id. */
  memberTags: Record<string, string[]>;
  /** Popular sources of lead (create-lead-suggestion's `otherSuggestions`). */
  sources: string[];
  leadTypes: LeadType[];
  myTags: string[];
  /** Tag names used on Net Hub (tag suggestions). */
  knownTags: string[];
  /** The rewards each member offers me today, by member id (a lead may be passed under one). */
  rewardsOffered: Record<string, RewardAvailability['rewards']>;
};

export const buildLeadWorld = (overrides: Partial<LeadWorld> = {}): LeadWorld => ({
  leads: [],
  connections: [],
  memberTags: {},
  sources: ['Networking event', 'Referral'],
  leadTypes: [
    { _id: '5a6b7c8d-0000-4000-8000-000000000001', name: 'Accounting' },
    { _id: '5a6b7c8d-0000-4000-8000-000000000002', name: 'Office lease' },
    { _id: '5a6b7c8d-0000-4000-8000-000000000003', name: 'Legal' },
  ],
  myTags: [],
  knownTags: ['Bookkeeping', 'Office space', 'Payroll'],
  rewardsOffered: {},
  ...overrides,
});

/** A lead's history as the server tells it: its creation, then each move its receiver made. */
const leadHistoryOf = (lead: Lead, moves: LeadStageChange[]): LeadStageChange[] => [
  { from: null, to: 'NEW', changedBy: lead.giver, changedAt: lead.createdAt },
  ...moves,
];

export type LeadLog = {
  /** The query of every GET /leads. */
  queries: URLSearchParams[];
  created: CreateLeadBody[];
  statuses: { id: string; status: LeadStatus; closedValue?: number; closedCurrency?: Currency }[];
  bookmarks: { type: string; id: string; bookmark: boolean }[];
  savedTags: { tags: string[] }[];
};

const matchesLead = (lead: Lead, query: URLSearchParams) => {
  const list = (name: string) =>
    (query.get(name) ?? '')
      .split(',')
      .map((item) => item.trim().toUpperCase())
      .filter(Boolean);
  const type = query.get('type');
  const pipelines = list('pipelines');
  const leadTypes = list('leadTypes');
  const connectedUserId = query.get('connectedUserId');
  const search = (query.get('textSearch') ?? '').toLowerCase();
  const { contact } = lead;
  const text = `${contact.firstName} ${contact.lastName} ${contact.email} ${contact.company ?? ''}`;
  return (
    (!type || lead.direction === type) &&
    (!pipelines.length || pipelines.includes(lead.status)) &&
    (!leadTypes.length || leadTypes.includes(lead.leadType.name.toUpperCase())) &&
    (!connectedUserId ||
      lead.giver._id === connectedUserId ||
      lead.receiver._id === connectedUserId) &&
    (query.get('bookmark') !== 'true' || lead.bookmark) &&
    text.toLowerCase().includes(search)
  );
};

const leadTabs = (leads: Lead[]) => {
  const statuses: LeadStatus[] = ['NEW', 'CONTACTED', 'MEETING', 'PROPOSAL', 'CONVERTED', 'LOST'];
  return {
    all: leads.length,
    incoming: leads.filter((lead) => lead.direction === 'incoming').length,
    outgoing: leads.filter((lead) => lead.direction === 'outgoing').length,
    pipelines: Object.fromEntries(
      statuses.map((status) => [status, leads.filter((lead) => lead.status === status).length]),
    ),
  };
};

/**
 * The leads API over `world`, as the server behaves: filters, newest first, paging, the
 * tags-vs-source rule on create, and only the receiver moving a lead.
 */
export function leadHandlers(world: LeadWorld) {
  const log: LeadLog = { queries: [], created: [], statuses: [], bookmarks: [], savedTags: [] };
  const findLead = (id: unknown) => world.leads.find((lead) => lead._id === id);
  const moves = new Map<string, LeadStageChange[]>();
  const handlers = [
    http.get(apiUrl('/leads/:id/history'), ({ params }) => {
      const lead = findLead(params.id);
      if (!lead) return apiError(404, 'NOT_FOUND');
      return HttpResponse.json({ data: leadHistoryOf(lead, moves.get(lead._id) ?? []) });
    }),
    http.get(apiUrl('/leads/tabs/connected'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('connectedUserId');
      return HttpResponse.json({
        data: leadTabs(
          world.leads.filter((lead) => lead.giver._id === id || lead.receiver._id === id),
        ),
      });
    }),
    http.get(apiUrl('/leads/tabs'), () => HttpResponse.json({ data: leadTabs(world.leads) })),
    http.get(apiUrl('/rewards/availability'), ({ request }) => {
      const userId = new URL(request.url).searchParams.get('userId') ?? '';
      return HttpResponse.json({
        data: { standardKinds: ['user_create'], rewards: world.rewardsOffered[userId] ?? [] },
      });
    }),
    http.get(apiUrl('/leads/connected'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({
        data: page(
          world.connections.filter((member) => matchesSearch(member, query)),
          query,
        ),
      });
    }),
    http.get(apiUrl('/leads/lead-type/suggestion'), ({ request }) => {
      const name = (new URL(request.url).searchParams.get('name') ?? '').toLowerCase();
      return HttpResponse.json({
        data: world.leadTypes.filter((type) => type.name.toLowerCase().includes(name)).slice(0, 10),
      });
    }),
    http.get(apiUrl('/leads'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.queries.push(query);
      const matching = world.leads
        .filter((lead) => matchesLead(lead, query))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json({ data: page(matching, query) });
    }),
    http.get(apiUrl('/leads/:id'), ({ params }) => {
      const lead = findLead(params.id);
      return lead ? HttpResponse.json({ data: lead }) : apiError(404, 'NOT_FOUND');
    }),
    http.post(apiUrl('/leads'), async ({ request }) => {
      const body = (await request.json()) as CreateLeadBody;
      log.created.push(body);
      const receiver = world.connections.find((member) => member._id === body.receiverId);
      if (!receiver) return apiError(400, 'LEAD_RECIPIENT_NOT_CONNECTED');
      const receiverTags = world.memberTags[receiver._id] ?? [];
      const tags = body.tags ?? [];
      const ruleBroken = receiverTags.length
        ? !tags.length || tags.some((tag) => !receiverTags.includes(tag))
        : !body.sourceOfLead;
      if (ruleBroken) {
        const field = receiverTags.length ? 'body.tags' : 'body.sourceOfLead';
        return apiError(400, 'VALIDATION_ERROR', [
          { field, message: 'Please fill out this field.' },
        ]);
      }
      const offered = world.rewardsOffered[receiver._id] ?? [];
      const reward = body.rewardId && offered.find((item) => item._id === body.rewardId);
      if (body.rewardId && !reward) {
        return apiError(400, 'VALIDATION_ERROR', [
          { field: 'body.rewardId', message: 'This reward is not on offer to you' },
        ]);
      }
      const name = body.leadTypeName.trim();
      let leadType = world.leadTypes.find((type) => type.name.toUpperCase() === name.toUpperCase());
      if (!leadType) {
        leadType = {
          _id: `5a6b7c8d-0000-4000-8000-${String(world.leadTypes.length + 1).padStart(12, '0')}`,
          name,
        };
        world.leadTypes.push(leadType);
      }
      const me = buildMemberCard({ firstName: 'Ann', lastName: 'Lee' });
      const lead = buildLead({
        direction: 'outgoing',
        leadType,
        tags: receiverTags.length ? tags : [],
        sourceOfLead: receiverTags.length ? null : (body.sourceOfLead ?? null),
        contact: {
          firstName: body.contact.firstName,
          lastName: body.contact.lastName,
          email: body.contact.email,
          phone: body.contact.phone ?? null,
          company: body.contact.company ?? null,
          jobTitle: body.contact.jobTitle ?? null,
        },
        estimatedValue: Number(body.estimatedValue),
        currency: body.currency,
        details: body.details ?? null,
        reward: reward ? { _id: reward._id, title: reward.title } : null,
        giver: { ...me, _id: buildUser()._id },
        receiver,
        createdAt: '2025-06-01T09:00:00.000Z',
        statusChangedAt: '2025-06-01T09:00:00.000Z',
      });
      world.leads.unshift(lead);
      return HttpResponse.json({ data: lead }, { status: 201 });
    }),
    http.put(apiUrl('/leads/status/:id'), async ({ params, request }) => {
      const body = (await request.json()) as {
        status: LeadStatus;
        closedValue?: number;
        closedCurrency?: Currency;
      };
      const lead = findLead(params.id);
      if (!lead) return apiError(404, 'NOT_FOUND');
      if (lead.direction !== 'incoming') return apiError(403, 'FORBIDDEN');
      log.statuses.push({ id: lead._id, ...body });
      if (lead.status !== body.status)
        moves.set(lead._id, [
          ...(moves.get(lead._id) ?? []),
          {
            from: lead.status,
            to: body.status,
            changedBy: lead.receiver,
            changedAt: '2025-06-02T09:00:00.000Z',
          },
        ]);
      lead.status = body.status;
      lead.statusChangedAt = '2025-06-02T09:00:00.000Z';
      return HttpResponse.json({ data: lead });
    }),
    http.get(apiUrl('/tags/create-lead-suggestion'), ({ request }) => {
      const recipient = new URL(request.url).searchParams.get('recipient') ?? '';
      return HttpResponse.json({
        data: { tags: world.memberTags[recipient] ?? [], otherSuggestions: world.sources },
      });
    }),
    http.get(apiUrl('/tags/suggestion'), ({ request }) => {
      const name = (new URL(request.url).searchParams.get('name') ?? '').trim().toLowerCase();
      if (!name) return apiError(400, 'VALIDATION_ERROR');
      return HttpResponse.json({
        data: world.knownTags.filter((tag) => tag.toLowerCase().includes(name)),
      });
    }),
    http.get(apiUrl('/tags'), () => HttpResponse.json({ data: { tags: world.myTags } })),
    http.put(apiUrl('/tags'), async ({ request }) => {
      const body = (await request.json()) as { tags: string[] };
      log.savedTags.push(body);
      world.myTags = body.tags;
      return HttpResponse.json({ data: { tags: world.myTags } });
    }),
    http.post(apiUrl('/users/bookmark-status'), async ({ request }) => {
      const body = (await request.json()) as LeadLog['bookmarks'][number];
      log.bookmarks.push(body);
      const lead = findLead(body.id);
      if (body.type !== 'leads' || !lead) return apiError(404, 'NOT_FOUND');
      lead.bookmark = body.bookmark;
      return HttpResponse.json({ data: body });
    }),
  ];
  return { handlers, log };
}

const REWARD_KIND_ORDER: RewardKind[] = [
  'none',
  'commission_and_rebate',
  'commission_or_rebate',
  'voucher',
  'corporate_gift',
  'corporate_entertainment',
  'other',
  'user_create',
];

/** What the rewards API serves; tests may change it between steps. */
export type RewardWorld = {
  /** Mine (`isMine`) and those my connections offer me. */
  rewards: Reward[];
  /** My connections: a campaign's audience is chosen among them. */
  connections: ProfileCard[];
  /** The leads passed under each reward, by reward id. */
  generated: Record<string, RewardDetail['leadsGenerated']>;
};

export const buildRewardWorld = (overrides: Partial<RewardWorld> = {}): RewardWorld => ({
  rewards: [],
  connections: [],
  generated: {},
  ...overrides,
});

export type RewardLog = {
  /** The query of every GET /rewards. */
  queries: URLSearchParams[];
  created: (
    { type: 'standard'; body: CreateRewardBody } | { type: 'campaign'; body: CreateCampaignBody }
  )[];
  statuses: { id: string; status: RewardStatus }[];
  updates: { id: string; body: unknown }[];
};

const isInvited = (reward: Reward, query: URLSearchParams) => {
  const userId = query.get('userId');
  return !reward.isMine && (!userId || reward.owner._id === userId);
};

/**
 * The rewards API over `world`, as the server behaves: mine or offered to me, newest first,
 * paging, kinds used up, audiences among my connections, only the owner editing.
 */
export function rewardHandlers(world: RewardWorld) {
  const log: RewardLog = { queries: [], created: [], statuses: [], updates: [] };
  const find = (id: unknown) => world.rewards.find((reward) => reward._id === id);
  const mine = (id: unknown) => {
    const reward = find(id);
    return reward?.isMine ? reward : undefined;
  };
  const detail = (reward: Reward): RewardDetail => ({
    rewardDetail: reward,
    leadsGenerated: world.generated[reward._id] ?? [],
  });
  const add = (reward: Reward) => {
    world.rewards.unshift(reward);
    return HttpResponse.json({ data: reward }, { status: 201 });
  };
  const handlers = [
    http.get(apiUrl('/rewards/tabs'), () =>
      HttpResponse.json({
        data: {
          standard: world.rewards.filter((r) => r.isMine && r.type === 'standard').length,
          campaign: world.rewards.filter((r) => r.isMine && r.type === 'campaign').length,
          invited: world.rewards.filter((r) => !r.isMine).length,
        },
      }),
    ),
    http.get(apiUrl('/rewards/availability'), ({ request }) => {
      const userId = new URL(request.url).searchParams.get('userId');
      const used = new Set(
        world.rewards.filter((r) => r.isMine && r.type === 'standard').map((r) => r.kind),
      );
      return HttpResponse.json({
        data: {
          standardKinds: REWARD_KIND_ORDER.filter((k) => k === 'user_create' || !used.has(k)),
          rewards: userId
            ? world.rewards
                .filter((r) => !r.isMine && r.owner._id === userId)
                .map(({ _id, type, kind, title, value }) => ({ _id, type, kind, title, value }))
            : [],
        },
      });
    }),
    http.get(apiUrl('/rewards'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.queries.push(query);
      const type = query.get('type');
      const invited = query.get('ownedRewardType') === 'invited';
      const matching = world.rewards
        .filter((r) => (invited ? isInvited(r, query) : r.isMine) && (!type || r.type === type))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json({ data: page(matching, query) });
    }),
    http.get(apiUrl('/rewards/:id'), ({ params }) => {
      const reward = find(params.id);
      return reward ? HttpResponse.json({ data: detail(reward) }) : apiError(404, 'NOT_FOUND');
    }),
    http.get(apiUrl('/campaigns/:id'), ({ params }) => {
      const reward = find(params.id);
      return reward?.type === 'campaign'
        ? HttpResponse.json({ data: detail(reward) })
        : apiError(404, 'NOT_FOUND');
    }),
    http.put(apiUrl('/rewards/:id/status'), async ({ params, request }) => {
      const body = (await request.json()) as { status: RewardStatus };
      const reward = mine(params.id);
      if (!reward) return apiError(404, 'NOT_FOUND');
      log.statuses.push({ id: reward._id, status: body.status });
      reward.status = body.status;
      if (reward.campaign) reward.campaign.live = body.status === 'active';
      return HttpResponse.json({ data: reward });
    }),
    http.put(apiUrl('/rewards/:id'), async ({ params, request }) => {
      const body = (await request.json()) as {
        value: string;
        description?: string;
        status: RewardStatus;
      };
      const reward = mine(params.id);
      if (!reward) return apiError(404, 'NOT_FOUND');
      log.updates.push({ id: reward._id, body });
      reward.value = body.value;
      reward.description = body.description ?? null;
      reward.status = body.status;
      return HttpResponse.json({ data: reward });
    }),
    http.post(apiUrl('/rewards'), async ({ request }) => {
      const body = (await request.json()) as CreateRewardBody;
      log.created.push({ type: 'standard', body });
      return add(
        buildReward({
          kind: body.kind,
          title:
            body.kind === 'user_create'
              ? (body.title ?? '')
              : (REWARD_KINDS.find((item) => item.kind === body.kind)?.label ?? body.kind),
          value: body.value,
          description: body.description ?? null,
          status: body.status ?? 'inactive',
          createdAt: '2026-06-01T09:00:00.000Z',
        }),
      );
    }),
    http.post(apiUrl('/campaigns'), async ({ request }) => {
      const body = (await request.json()) as CreateCampaignBody;
      log.created.push({ type: 'campaign', body });
      const ids = body.audienceUserIds ?? [];
      if (ids.some((id) => !world.connections.some((member) => member._id === id))) {
        return apiError(400, 'VALIDATION_ERROR', [
          { field: 'body.audienceUserIds', message: 'Choose among your connections' },
        ]);
      }
      return add(
        buildReward({
          type: 'campaign',
          kind: body.kind,
          title: body.title,
          value: body.value,
          description: body.description ?? null,
          status: body.status ?? 'active',
          campaign: {
            startsOn: body.startsOn,
            endsOn: body.endsOn,
            audience: body.audience ?? 'ALL',
            audienceUserIds: ids,
            notifyConnections: body.notifyConnections ?? false,
            live: false,
          },
          createdAt: '2026-06-01T09:00:00.000Z',
        }),
      );
    }),
    http.get(apiUrl('/leads/connected'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({
        data: page(
          world.connections.filter((member) => matchesSearch(member, query)),
          query,
        ),
      });
    }),
  ];
  return { handlers, log };
}

export type DashboardData = {
  statistics: TotalStatistical;
  totalLeads: TotalLeads;
  /** The pipeline of a year (every month at zero when not given). */
  pipelines: Record<number, LeadPipeline['activity']>;
  /** Who to meet next (none when not given). */
  suggestions?: Suggestion[];
  /** This month's ledger figures (nothing given or received when not given). */
  ledger?: LedgerSummary;
  /** The getting-started checklist (every step to do when not given). */
  onboarding?: OnboardingChecklist;
};

/** The getting-started checklist with the `done` steps ticked. */
export const buildOnboarding = (
  done: OnboardingStep[] = [],
  overrides: Partial<OnboardingChecklist> = {},
): OnboardingChecklist => {
  const steps = ONBOARDING_STEPS.map(({ step, label }) => ({
    step,
    label,
    done: done.includes(step),
    completedAt: done.includes(step) ? '2026-11-01T10:00:00.000Z' : null,
  }));
  return {
    steps,
    totalDone: done.length,
    total: steps.length,
    dismissed: false,
    ...overrides,
  };
};

const flow = (value = 0, converted = 0) => ({
  value,
  converted,
  passed: converted,
  passedConverted: converted,
  conversionRate: converted ? 1 : 0,
});

/** A ledger summary: `given`/`received` values and converted counts, in `currency`. */
export const buildLedgerSummary = (
  overrides: Partial<LedgerSummary> & { givenValue?: number; receivedValue?: number } = {},
): LedgerSummary => {
  const { givenValue, receivedValue, ...rest } = overrides;
  return {
    range: { period: 'month', from: '2026-11-01', to: '2026-11-30' },
    currency: 'GBP',
    given: flow(givenValue ?? 0, givenValue ? 1 : 0),
    received: flow(receivedValue ?? 0, receivedValue ? 1 : 0),
    settlements: { earned: { owed: 0, paid: 0 }, offered: { owed: 0, paid: 0 } },
    ...rest,
  };
};

const STAGES = ['NEW', 'CONTACTED', 'MEETING', 'PROPOSAL', 'CONVERTED', 'LOST'] as const;

/** Twelve months; `counts` gives some months' stage counts, by month number. */
export const buildPipelineActivity = (
  counts: Record<number, Partial<Record<(typeof STAGES)[number], number>>> = {},
): LeadPipeline['activity'] =>
  Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const stages = Object.fromEntries(
      STAGES.map((stage) => [stage, counts[month]?.[stage] ?? 0]),
    ) as Record<(typeof STAGES)[number], number>;
    return { month, total: Object.values(stages).reduce((a, b) => a + b, 0), stages };
  });

/** The dashboard's statistics; `years` logs the year of every pipeline the server was asked for. */
export function dashboardHandlers(data: DashboardData) {
  const years: number[] = [];
  const pipeline = (year: number) => ({
    year,
    activity: data.pipelines[year] ?? buildPipelineActivity(),
    firstDate: data.totalLeads.firstDate,
    lastDate: data.totalLeads.lastDate,
  });
  const handlers = [
    http.get(apiUrl('/statistical/home'), () => {
      const year = new Date().getUTCFullYear();
      years.push(year);
      return HttpResponse.json({
        data: {
          statistics: data.statistics,
          totalLeads: data.totalLeads,
          pipeline: pipeline(year),
          ledger: data.ledger ?? buildLedgerSummary(),
          onboarding: data.onboarding ?? buildOnboarding(),
        },
      });
    }),
    http.get(apiUrl('/statistical/lead-pipeline'), ({ request }) => {
      const param = new URL(request.url).searchParams.get('year');
      const year = param ? Number(param) : new Date().getUTCFullYear();
      years.push(year);
      return HttpResponse.json({ data: pipeline(year) });
    }),
    http.get(apiUrl('/suggestions'), () =>
      HttpResponse.json({ data: { rows: data.suggestions ?? [] } }),
    ),
  ];
  return { handlers, years };
}
