import * as contract from '@nethub/contract';
import { describe, expect, it } from 'vitest';
import { REALTIME_CONNECT } from '@/lib/realtime';
import {
  CHAT_EVENTS,
  CHAT_GROUP_NAME_MAX,
  CHAT_LIST_SIZE,
  CHAT_MESSAGES,
  CONTROL_CHANNEL_MARK,
  LIST_PAGE_MAX,
  controlChannelOf,
  REMOVE_MEMBER,
  SOCKET_CONNECT,
} from './chat-constants';

describe('chat constants', () => {
  it('agree with the contract and the realtime connection', () => {
    expect(CHAT_EVENTS).toEqual(contract.CHAT_EVENTS);
    expect(CHAT_MESSAGES.tooLong).toBe(contract.CHAT_MESSAGES.tooLong);
    expect(CHAT_MESSAGES.tokenExpired).toBe(contract.CHAT_MESSAGES.tokenExpired);
    expect(CONTROL_CHANNEL_MARK).toBe(contract.CONTROL_CHANNEL_MARK);
    expect(REMOVE_MEMBER).toBe(contract.REMOVE_MEMBER);
    expect(controlChannelOf('group.1')).toBe(contract.controlChannelOf('group.1'));
    expect(CHAT_LIST_SIZE).toEqual(contract.CHAT_LIST_SIZE);
    expect(LIST_PAGE_MAX).toBe(contract.MAX_PAGE_SIZE);
    expect(contract.chatGroupName.safeParse('x'.repeat(CHAT_GROUP_NAME_MAX)).success).toBe(true);
    expect(contract.chatGroupName.safeParse('x'.repeat(CHAT_GROUP_NAME_MAX + 1)).success).toBe(
      false,
    );
    expect(SOCKET_CONNECT).toBe(REALTIME_CONNECT);
  });
});
