import type { ErrorCode } from '@nethub/contract';

/** A domain error with a code from the contract; the one error handler turns it into a body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly details?: unknown,
  ) {
    super(code);
  }
}

export const badRequest = (code: ErrorCode, details?: unknown) => new AppError(400, code, details);
export const unauthorized = (code: ErrorCode = 'UNAUTHORIZED') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'FORBIDDEN', details?: unknown) =>
  new AppError(403, code, details);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const conflict = (code: ErrorCode, details?: unknown) => new AppError(409, code, details);
