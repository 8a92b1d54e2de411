import { createLeadBody, personName } from '@nethub/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_WORDS, issueText, serverFieldText } from './form-issues';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0]!;
};

describe('form issues', () => {
  it('words what a contract schema refuses, never in zod’s own words', () => {
    const tooLong = firstIssue(personName, 'x'.repeat(81));
    expect(issueText(tooLong)).toBe('Please use at most 80 characters.');
    expect(issueText(firstIssue(personName, '  '))).toBe(FORM_WORDS.required);
    expect(issueText(firstIssue(z.string().min(8), 'short'))).toBe(
      'Please use at least 8 characters.',
    );
    const value = createLeadBody.shape.estimatedValue;
    expect(issueText(firstIssue(value, -1))).toBe('Please enter an amount of 0 or more.');
    expect(issueText(firstIssue(value, 2_000_000_000))).toBe(
      'Please enter an amount of 1,000,000,000 or less.',
    );
    expect(issueText(firstIssue(value, 1.234))).toBe('Please use at most two decimals.');
    expect(issueText(firstIssue(value, 'abc'))).toBe('Please enter an amount.');
    expect(issueText(firstIssue(z.email(), 'nope'))).toBe(FORM_WORDS.email);
    expect(issueText(firstIssue(z.iso.date(), 'soon'))).toBe(FORM_WORDS.date);
    expect(issueText(firstIssue(z.enum(['a', 'b']), 'c'))).toBe(FORM_WORDS.option);
    expect(issueText(firstIssue(z.array(z.string()).max(2), ['a', 'b', 'c']))).toBe(
      'Please choose at most 2.',
    );
    const refined = z.string().refine(() => false, 'The contract’s own words');
    expect(issueText(firstIssue(refined, 'x'))).toBe('The contract’s own words');
  });

  it('says a field left empty is required, whatever rule it broke', () => {
    expect(issueText(firstIssue(z.uuid(), ''), true)).toBe(FORM_WORDS.required);
  });

  it('keeps a server’s worded message and replaces zod’s raw one', () => {
    expect(serverFieldText('The end date must be on or after the start date')).toBe(
      'The end date must be on or after the start date',
    );
    expect(serverFieldText('Too big: expected string to have <=80 characters')).toBe(
      FORM_WORDS.check,
    );
  });
});
