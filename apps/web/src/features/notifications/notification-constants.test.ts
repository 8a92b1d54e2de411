import * as contract from '@nethub/contract';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_COUNT_EVENT, NOTIFICATION_MESSAGES } from './notification-constants';

describe('notification constants', () => {
  it('agree with the contract', () => {
    expect(NOTIFICATION_COUNT_EVENT).toBe(contract.NOTIFICATION_COUNT_EVENT);
    expect(NOTIFICATION_MESSAGES).toEqual(contract.NOTIFICATION_MESSAGES);
  });
});
