import * as contract from '@nethub/contract';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, GROUP_REQUEST_NOTE_MAX, REVIEW_COMMENT_MAX } from './group-constants';

describe('group constants', () => {
  it('agree with the contract', () => {
    expect(GROUP_MESSAGES).toEqual(contract.GROUP_MESSAGES);
    expect(GROUP_REQUEST_NOTE_MAX).toBe(contract.GROUP_REQUEST_NOTE_MAX);
    expect(REVIEW_COMMENT_MAX).toBe(contract.REVIEW_COMMENT_MAX);
  });
});
