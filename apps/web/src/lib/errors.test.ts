import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@nethub/contract';
import { MESSAGES, describeErrorCode, getErrorMessage } from './errors';

const answered = (status: number, message: string) => {
  const response = {
    status,
    data: { statusCode: status, message },
    headers: {},
    statusText: '',
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError('failed', undefined, response.config, undefined, response);
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
