import { describe, expect, it } from 'vitest';
import {
  blankValues,
  CAMPAIGN_DETAILS,
  GENERAL,
  NOTIFY,
  REWARD,
  validateStep,
  type WizardValues,
} from './add-reward-values';

const campaign = (patch: Partial<WizardValues> = {}): WizardValues => ({
  ...blankValues('campaign'),
  campaignTitle: 'Spring',
  kind: 'voucher',
  value: '10% off',
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  ...patch,
});

describe('add-reward wizard values', () => {
  it('check a standard reward with the contract’s schema', () => {
    const values: WizardValues = { ...blankValues(), kind: 'user_create' };
    expect(validateStep(GENERAL, values)).toEqual({});
    expect(validateStep(REWARD, values)).toEqual({
      title: 'Please fill out this field.',
      value: 'Please fill out this field.',
    });
    expect(validateStep(REWARD, { ...values, title: 'Mine', value: 'x'.repeat(81) })).toEqual({
      value: 'Please use at most 80 characters.',
    });
    expect(validateStep(REWARD, { ...blankValues(), value: 'x' })).toEqual({
      kind: 'Please fill out this field.',
    });
  });

  it('check a campaign’s name, dates and audience on their own steps', () => {
    expect(validateStep(GENERAL, campaign({ campaignTitle: ' ' }))).toEqual({
      campaignTitle: 'Please fill out this field.',
    });
    expect(validateStep(CAMPAIGN_DETAILS, campaign({ startsOn: null }))).toEqual({
      startsOn: 'Please fill out this field.',
    });
    expect(validateStep(CAMPAIGN_DETAILS, campaign({ endsOn: '2026-02-01' }))).toEqual({
      endsOn: 'The end date must be on or after the start date',
    });
    expect(validateStep(NOTIFY, campaign({ audience: 'INCLUSION' }))).toEqual({
      audienceUserIds: 'Please fill out this field.',
    });
    expect(validateStep(NOTIFY, campaign())).toEqual({});
  });
});
