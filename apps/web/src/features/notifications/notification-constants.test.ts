import * as contract from '@nethub/contract';
import { describe, expect, it } from 'vitest';
import { REALTIME_RECONNECT } from '@/lib/realtime';
import {
  NOTIFICATION_COUNT_EVENT,
  NOTIFICATION_MESSAGES,
  REALTIME_RECONNECT_EVENT,
} from './notification-constants';

describe('notification constants', () => {
  it('agree with the contract', () => {
    expect(NOTIFICATION_COUNT_EVENT).toBe(contract.NOTIFICATION_COUNT_EVENT);
    expect(NOTIFICATION_MESSAGES).toEqual(contract.NOTIFICATION_MESSAGES);
  });

  it('agree with the live connection', () => {
    expect(REALTIME_RECONNECT_EVENT).toBe(REALTIME_RECONNECT);
  });
});
