import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@nethub/contract/constants';
import { MESSAGES, describeErrorCode, getErrorMessage } from './errors';
import { HttpError } from './http';

const answered = (status: number, message: string, details?: unknown) => {
  const response = {
    status,
    data: { statusCode: status, message, details },
    headers: new Headers(),
  };
  return new HttpError('failed', 'ERR_BAD_REQUEST', { url: '/test' }, response);
};

describe('SERVICE_UNAVAILABLE', () => {
  it('asks to try again in a moment, whatever the screen', () => {
    const error = answered(503, ErrorCode.SERVICE_UNAVAILABLE);
    expect(getErrorMessage(error)).toBe(MESSAGES.serviceUnavailable);
    expect(getErrorMessage(error, 'resetPassword')).toBe(MESSAGES.serviceUnavailable);
    expect(getErrorMessage(error, 'login')).toBe(MESSAGES.serviceUnavailable);
    expect(describeErrorCode(ErrorCode.SERVICE_UNAVAILABLE)).toBe(
      'Net Hub is briefly unavailable. Please try again in a moment.',
    );
  });
});

describe('TOO_MANY_REQUESTS', () => {
  it('tells how long to wait when the account is throttled', () => {
    const error = answered(429, ErrorCode.TOO_MANY_REQUESTS, { scope: 'account', retryAfter: 8 });
    expect(getErrorMessage(error, 'login')).toBe(
      'Too many attempts for this account. Try again in 8 seconds.',
    );
    const once = answered(429, ErrorCode.TOO_MANY_REQUESTS, { scope: 'account', retryAfter: 1 });
    expect(getErrorMessage(once, 'login')).toBe(
      'Too many attempts for this account. Try again in 1 second.',
    );
  });

  it('keeps the quota wording for the per-address limit', () => {
    const error = answered(429, ErrorCode.TOO_MANY_REQUESTS, { retryAfter: 30 });
    expect(getErrorMessage(error, 'login')).toBe(MESSAGES.quotaExhausted);
  });
});
