import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { buildMyProfile } from './factories';

export const apiUrl = (path: string) => `*/api/v1${path}`;

const NO_NOTIFICATIONS = {
  countNotification: 0,
  countUnreadNotification: 0,
  countGroupNotification: 0,
  countUnreadGroupNotification: 0,
};

/**
 * Handlers every test has unless it overrides them: the header bell's counts on every screen,
 * the account menu's photo (the member's own profile) and its question whether the member
 * administers the platform (no).
 */
export const server = setupServer(
  http.get(apiUrl('/notification/count-notification'), () =>
    HttpResponse.json({ data: NO_NOTIFICATIONS }),
  ),
  http.get(apiUrl('/users/profile'), () => HttpResponse.json({ data: buildMyProfile() })),
  http.get(apiUrl('/admin/access'), () => HttpResponse.json({ data: { isAdmin: false } })),
);

export const apiError = (statusCode: number, message: string, details?: unknown) =>
  HttpResponse.json({ statusCode, message, details }, { status: statusCode });

/** A list endpoint's page of `rows`, as the server pages them (`page`, `offset` of the query). */
export function paged<T>(rows: T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const offset = Number(query.get('offset') ?? 10);
  return {
    rows: rows.slice((page - 1) * offset, page * offset),
    totalRows: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / offset)),
    page,
    offset,
  };
}

export { http, HttpResponse };
