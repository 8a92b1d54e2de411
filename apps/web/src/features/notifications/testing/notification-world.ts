import type { Notification, NotificationCounts } from '@nethub/contract';
import { apiUrl, http, HttpResponse } from '@/testing/server';

/*
 * Test data for the notification screens: a factory and an msw server over an in-memory list
 * (only the tests import this file).
 */

let notificationCount = 0;

/** An unread personal notification about a lead, each a minute older than the one before. */
export const buildNotification = (overrides: Partial<Notification> = {}): Notification => {
  notificationCount += 1;
  return {
    _id: `0e1f2a3b-4c5d-4e6f-8a7b-${String(notificationCount).padStart(12, '0')}`,
    type: 'LEAD_RECEIVED',
    message: `Notification ${notificationCount}`,
    link: `/leads/4f5a6b7c-8d9e-4f0a-9b1c-${String(notificationCount).padStart(12, '0')}`,
    actor: null,
    request: null,
    group: null,
    readAt: null,
    createdAt: new Date(Date.now() - notificationCount * 60_000).toISOString(),
    ...overrides,
  };
};

export const GROUP = { _id: '1a2b3c4d-5e6f-4a7b-8c9d-000000000001', name: 'Growth Circle' };

export const buildGroupNotification = (overrides: Partial<Notification> = {}) =>
  buildNotification({ type: 'GROUP_POST', group: GROUP, ...overrides });

/** What the server holds, newest first; tests may change it between steps. */
export type NotificationWorld = { personal: Notification[]; group: Notification[] };

export type NotificationLog = {
  queries: URLSearchParams[];
  read: string[];
  readAll: unknown[];
};

const unread = (rows: Notification[]) => rows.filter((row) => !row.readAt).length;

export const countsOf = (world: NotificationWorld): NotificationCounts => ({
  countNotification: world.personal.length,
  countUnreadNotification: unread(world.personal),
  countGroupNotification: world.group.length,
  countUnreadGroupNotification: unread(world.group),
});

function listPage(world: NotificationWorld, query: URLSearchParams) {
  const scope = query.get('scope');
  const all =
    scope === 'group'
      ? world.group
      : scope === 'all'
        ? [...world.personal, ...world.group].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        : world.personal;
  const rows = query.get('unread') === 'true' ? all.filter((row) => !row.readAt) : all;
  const page = Number(query.get('page') ?? 1);
  const offset = Number(query.get('offset') ?? 20);
  return {
    rows: rows.slice((page - 1) * offset, page * offset),
    totalRows: rows.length,
    totalPages: Math.ceil(rows.length / offset),
    page,
    offset,
  };
}

const markRead = (row: Notification) => ({
  ...row,
  readAt: row.readAt ?? new Date().toISOString(),
});

/** The notification endpoints over `world`, logging what the screens asked for. */
export function notificationHandlers(world: NotificationWorld) {
  const log: NotificationLog = { queries: [], read: [], readAll: [] };
  const handlers = [
    http.get(apiUrl('/notification/count-notification'), () =>
      HttpResponse.json({ data: countsOf(world) }),
    ),
    http.get(apiUrl('/notification'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.queries.push(query);
      return HttpResponse.json({ data: listPage(world, query) });
    }),
    http.post(apiUrl('/notification/read-notification/:id'), ({ params }) => {
      const id = String(params.id);
      log.read.push(id);
      const read = (row: Notification) => (row._id === id ? markRead(row) : row);
      world.personal = world.personal.map(read);
      world.group = world.group.map(read);
      return HttpResponse.json({ data: countsOf(world) });
    }),
    http.post(apiUrl('/notification/read-all-notification'), async ({ request }) => {
      log.readAll.push(await request.json());
      world.personal = world.personal.map(markRead);
      world.group = world.group.map(markRead);
      return HttpResponse.json({ data: countsOf(world) });
    }),
  ];
  return { handlers, log };
}
