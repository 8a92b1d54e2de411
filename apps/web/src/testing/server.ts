import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

export const apiUrl = (path: string) => `*/api/v1${path}`;

const NO_NOTIFICATIONS = {
  countNotification: 0,
  countUnreadNotification: 0,
  countGroupNotification: 0,
  countUnreadGroupNotification: 0,
};

/** Handlers every test has unless it overrides them: the header bell's counts on every screen. */
export const server = setupServer(
  http.get(apiUrl('/notification/count-notification'), () =>
    HttpResponse.json({ data: NO_NOTIFICATIONS }),
  ),
);

export const apiError = (statusCode: number, message: string, details?: unknown) =>
  HttpResponse.json({ statusCode, message, details }, { status: statusCode });

export { http, HttpResponse };
