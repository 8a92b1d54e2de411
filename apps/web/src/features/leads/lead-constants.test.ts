import * as contract from '@nethub/contract';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_SYMBOLS,
  LEAD_STAGES,
  LEAD_TAG_MAX_LENGTH,
  LEAD_TAGS_MAX,
  WIZARD_STEPS,
} from './lead-constants';

describe('lead constants', () => {
  it('agree with the contract', () => {
    expect(LEAD_STAGES).toEqual(contract.LEAD_PIPELINE);
    expect(WIZARD_STEPS.map((item) => item.step)).toEqual(contract.ADD_LEAD_STEPS);
    expect(CURRENCY_SYMBOLS).toEqual(contract.CURRENCY_SYMBOLS);
    expect(LEAD_TAGS_MAX).toBe(contract.LEAD_TAGS_MAX);
    expect(LEAD_TAG_MAX_LENGTH).toBe(contract.LEAD_TAG_MAX_LENGTH);
  });
});
