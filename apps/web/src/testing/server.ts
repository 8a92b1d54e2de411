import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

export const apiUrl = (path: string) => `*/api/v1${path}`;

export const apiError = (statusCode: number, message: string, details?: unknown) =>
  HttpResponse.json({ statusCode, message, details }, { status: statusCode });

export { http, HttpResponse };
