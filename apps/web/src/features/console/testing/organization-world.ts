import type {
  CreateGroupBody,
  InviteMemberBody,
  Organization,
  OrganizationGroup,
  OrganizationMember,
  PaymentRow,
  Revenue,
  UpdateGroupBody,
  UpdateOrganizationBody,
} from '@nethub/contract';
import { buildMemberCard, COUNTRIES, REGIONS, SECTORS } from '@/testing/factories';
import { apiError, apiUrl, http, HttpResponse, paged } from '@/testing/server';

/*
 * Test data for the owner's console: factories and an msw server over an in-memory world that
 * behaves as the server does (only the tests import this file).
 */

let serial = 0;
const nextId = (prefix: string) => {
  serial += 1;
  return `${prefix}-${String(serial).padStart(12, '0')}`;
};

export const ORGANIZATION_ID = '9f8e7d6c-5b4a-4c3d-8e2f-000000000001';

export const buildOrganization = (overrides: Partial<Organization> = {}): Organization => ({
  _id: ORGANIZATION_ID,
  name: 'Acme Networks',
  description: 'Business networks across the north.',
  website: 'https://acme.example',
  groupCount: 2,
  subgroupCount: 1,
  logoUrl: null,
  createdAt: '2025-01-10T10:00:00.000Z',
  ...overrides,
});

type OwnerGroupFields = Omit<OrganizationGroup, 'subgroups'>;

export const buildOwnerSubgroup = (
  overrides: Partial<OwnerGroupFields> = {},
): OwnerGroupFields => ({
  _id: nextId('4a1b2c3d-4e5f-4a6b-8c7d'),
  name: `Sub-group ${serial}`,
  description: null,
  parentId: null,
  country: null,
  regions: [],
  sectors: [],
  memberCount: 3,
  pendingRequests: 0,
  coverUrl: null,
  ...overrides,
});

export const buildOwnerGroup = (overrides: Partial<OrganizationGroup> = {}): OrganizationGroup => ({
  _id: nextId('5a1b2c3d-4e5f-4a6b-8c7d'),
  name: `Group ${serial}`,
  description: 'Founders who meet every month.',
  parentId: null,
  country: COUNTRIES[0] ?? null,
  regions: REGIONS.slice(0, 1),
  sectors: SECTORS.slice(0, 1),
  memberCount: 12,
  pendingRequests: 0,
  coverUrl: null,
  subgroups: [],
  ...overrides,
});

export const buildOrganizationMember = (
  overrides: Partial<OrganizationMember> = {},
): OrganizationMember => {
  const member = overrides.member ?? buildMemberCard();
  return {
    member,
    email: `${member.firstName.toLowerCase()}.${member.lastName.toLowerCase()}@example.com`,
    status: 'active',
    groups: [],
    joinedAt: '2025-04-02T10:00:00.000Z',
    ...overrides,
  };
};

export const buildRevenue = (overrides: Partial<Revenue> = {}): Revenue => ({
  totals: [],
  months: [],
  activeSubscribers: 0,
  ticketsSold: 0,
  ...overrides,
});

export const buildPayment = (overrides: Partial<PaymentRow> = {}): PaymentRow => ({
  _id: nextId('6a1b2c3d-4e5f-4a6b-8c7d'),
  kind: 'subscription',
  description: 'Leeds Founders · Monthly',
  payerName: 'Ann Lee',
  amount: 25,
  currency: 'GBP',
  status: 'paid',
  paidAt: '2025-06-03T10:00:00.000Z',
  createdAt: '2025-06-03T09:58:00.000Z',
  ...overrides,
});

/** What the server holds; tests may change it between steps. */
export type OrganizationWorld = {
  /** GET /organization/mine; an error code instead makes it fail. */
  organizations: Organization[] | { status: number; code: string };
  groups: OrganizationGroup[];
  members: OrganizationMember[];
  revenue: Revenue;
  payments: PaymentRow[];
  /** What POST /organization/{id}/invite answers. */
  inviteResult: { invited: boolean; joined: boolean };
};

export const buildOrganizationWorld = (
  overrides: Partial<OrganizationWorld> = {},
): OrganizationWorld => ({
  organizations: [buildOrganization()],
  groups: [],
  members: [],
  revenue: buildRevenue(),
  payments: [],
  inviteResult: { invited: true, joined: true },
  ...overrides,
});

export type OrganizationLog = {
  mine: number;
  updates: UpdateOrganizationBody[];
  groupQueries: URLSearchParams[];
  memberQueries: URLSearchParams[];
  paymentQueries: URLSearchParams[];
  creates: CreateGroupBody[];
  groupUpdates: { id: string; body: UpdateGroupBody }[];
  invites: InviteMemberBody[];
};

const findGroup = (groups: OrganizationGroup[], id: string) =>
  groups.find((group) => group._id === id) ??
  groups.flatMap((group) => group.subgroups).find((sub) => sub._id === id);

export function organizationHandlers(world: OrganizationWorld) {
  const log: OrganizationLog = {
    mine: 0,
    updates: [],
    groupQueries: [],
    memberQueries: [],
    paymentQueries: [],
    creates: [],
    groupUpdates: [],
    invites: [],
  };
  const orgPath = (suffix = '') => apiUrl(`/organization/${ORGANIZATION_ID}${suffix}`);
  const organization = () => (Array.isArray(world.organizations) ? world.organizations[0] : null);

  const handlers = [
    http.get(apiUrl('/organization/mine'), () => {
      log.mine += 1;
      const { organizations } = world;
      if (!Array.isArray(organizations)) return apiError(organizations.status, organizations.code);
      return HttpResponse.json({ data: { rows: organizations } });
    }),
    http.put(orgPath(), async ({ request }) => {
      const body = (await request.json()) as UpdateOrganizationBody;
      log.updates.push(body);
      const current = organization();
      if (!current) return apiError(404, 'NOT_FOUND');
      const updated: Organization = {
        ...current,
        name: body.name ?? current.name,
        description: body.description ?? current.description,
        website: body.website ?? current.website,
      };
      world.organizations = [updated];
      return HttpResponse.json({ data: updated });
    }),
    http.get(orgPath('/groups'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.groupQueries.push(query);
      const search = (query.get('textSearch') ?? '').toLowerCase();
      const rows = world.groups.filter(
        (group) =>
          group.name.toLowerCase().includes(search) ||
          group.subgroups.some((sub) => sub.name.toLowerCase().includes(search)),
      );
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.post(apiUrl('/network-directory'), async ({ request }) => {
      const body = (await request.json()) as CreateGroupBody;
      log.creates.push(body);
      const fields = {
        name: body.name,
        description: body.description ?? null,
        country: COUNTRIES.find((country) => country._id === body.countryId) ?? null,
        regions: REGIONS.filter((region) => body.regionIds?.includes(region._id)),
        sectors: SECTORS.filter((sector) => body.sectorIds?.includes(sector._id)),
        parentId: body.parentId ?? null,
        memberCount: 0,
        pendingRequests: 0,
      };
      const parent = body.parentId ? world.groups.find((g) => g._id === body.parentId) : null;
      const created = parent
        ? buildOwnerSubgroup(fields)
        : buildOwnerGroup({ ...fields, subgroups: [] });
      if (parent) parent.subgroups.push(created);
      else world.groups.push(created as OrganizationGroup);
      return HttpResponse.json({
        data: { _id: created._id, name: created.name, parentId: created.parentId },
      });
    }),
    http.put(apiUrl('/network-directory/:id'), async ({ request, params }) => {
      const id = String(params.id);
      const body = (await request.json()) as UpdateGroupBody;
      log.groupUpdates.push({ id, body });
      const group = findGroup(world.groups, id);
      if (!group) return apiError(404, 'NOT_FOUND');
      if (body.name) group.name = body.name;
      if (body.description) group.description = body.description;
      if (body.countryId)
        group.country = COUNTRIES.find((country) => country._id === body.countryId) ?? null;
      if (body.regionIds)
        group.regions = REGIONS.filter((region) => body.regionIds?.includes(region._id));
      if (body.sectorIds)
        group.sectors = SECTORS.filter((sector) => body.sectorIds?.includes(sector._id));
      return HttpResponse.json({
        data: { _id: group._id, name: group.name, parentId: group.parentId },
      });
    }),
    http.get(orgPath('/members'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.memberQueries.push(query);
      const search = (query.get('textSearch') ?? '').toLowerCase();
      const groupId = query.get('groupId');
      const rows = world.members.filter(
        (row) =>
          `${row.member.firstName} ${row.member.lastName} ${row.email}`
            .toLowerCase()
            .includes(search) &&
          (!groupId || row.groups.some((group) => group._id === groupId)),
      );
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.post(orgPath('/invite'), async ({ request }) => {
      const body = (await request.json()) as InviteMemberBody;
      log.invites.push(body);
      return HttpResponse.json({ data: world.inviteResult });
    }),
    http.get(orgPath('/revenue'), () => HttpResponse.json({ data: world.revenue })),
    http.get(orgPath('/payments'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.paymentQueries.push(query);
      return HttpResponse.json({ data: paged(world.payments, query) });
    }),
  ];
  return { handlers, log };
}
