import { describe, expect, it } from 'vitest';
import { blankValues, validateStep, type WizardValues } from './add-lead-values';

const RECEIVER = '0b5d7a4e-8c1f-4b1e-9a51-2f0c2d3e4f50';
const filled = (patch: Partial<WizardValues> = {}): WizardValues => ({
  ...blankValues('GBP', RECEIVER),
  leadTypeName: 'Legal',
  sourceOfLead: 'Referral',
  firstName: 'Pat',
  lastName: 'Prospect',
  email: 'pat@prospect.example',
  estimatedValue: 100,
  ...patch,
});
const source = { kind: 'source' as const, suggestions: [] };

describe('add-lead wizard values', () => {
  it('check each step with the contract’s schema, in words a person reads', () => {
    expect(validateStep(0, filled(), source)).toEqual({});
    expect(validateStep(1, filled({ firstName: 'x'.repeat(81), email: 'pat@' }), source)).toEqual({
      firstName: 'Please use at most 80 characters.',
      email: 'Please enter a valid e-mail address',
    });
    expect(validateStep(1, filled({ phone: 'abc' }), source)).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(validateStep(1, filled({ phone: '+44 20 7946 0000' }), source)).toEqual({});
    expect(validateStep(2, filled({ estimatedValue: '' }), source)).toEqual({
      estimatedValue: 'Please fill out this field.',
    });
    expect(validateStep(2, filled({ estimatedValue: -5 }), source)).toEqual({
      estimatedValue: 'Please enter an amount of 0 or more.',
    });
  });

  it('show only the asked step’s errors, and the recipient’s tag rule', () => {
    const values = filled({ firstName: '', tags: [] });
    expect(validateStep(0, values, { kind: 'tags', tags: ['Payroll'] })).toEqual({
      tags: 'Please fill out this field.',
    });
    expect(validateStep(2, values, source)).toEqual({});
  });
});
