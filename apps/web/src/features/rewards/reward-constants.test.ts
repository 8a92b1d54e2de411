import * as contract from '@nethub/contract';
import { describe, expect, it } from 'vitest';
import {
  AUDIENCES,
  REWARD_DESCRIPTION_MAX_LENGTH,
  REWARD_KINDS,
  REWARD_TITLE_MAX_LENGTH,
  REWARD_VALUE_MAX_LENGTH,
  REWARD_WIZARD_STEPS,
  STATUS_LABELS,
} from './reward-constants';

describe('reward constants', () => {
  it('agree with the contract', () => {
    expect(REWARD_KINDS).toEqual(contract.REWARD_KINDS);
    expect(REWARD_KINDS.map((item) => item.kind)).toEqual(contract.rewardKind.options);
    expect(REWARD_WIZARD_STEPS.map((item) => item.step)).toEqual(contract.ADD_REWARD_STEPS);
    expect(AUDIENCES.map((item) => item.value)).toEqual(contract.campaignAudience.options);
    expect(Object.keys(STATUS_LABELS)).toEqual(contract.rewardStatus.options);
  });

  it('keep the contract’s field limits', () => {
    const body = {
      kind: 'voucher',
      title: 'Spring',
      value: 'x',
      startsOn: '2026-01-01',
      endsOn: '2026-01-02',
    } as const;
    const parse = (patch: Record<string, unknown>) =>
      contract.createCampaignBody.safeParse({ ...body, ...patch }).success;
    const limits = {
      title: REWARD_TITLE_MAX_LENGTH,
      value: REWARD_VALUE_MAX_LENGTH,
      description: REWARD_DESCRIPTION_MAX_LENGTH,
    };
    for (const [field, max] of Object.entries(limits)) {
      expect(parse({ [field]: 'a'.repeat(max) })).toBe(true);
      expect(parse({ [field]: 'a'.repeat(max + 1) })).toBe(false);
    }
  });
});
