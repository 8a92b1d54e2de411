import type { z } from 'zod';

/*
 * A form that validates with a contract schema shows what the schema refused in words a person
 * reads: "Please use at most 80 characters." rather than zod's "Too big: expected string to have
 * <=80 characters". The schema decides; this file only words its issues. Types only from zod:
 * the schema, and zod with it, come from the form that uses them.
 */

export const FORM_WORDS = {
  required: 'Please fill out this field.',
  email: 'Please enter a valid e-mail address',
  date: 'Please enter a date.',
  option: 'Please choose one of the options.',
  cents: 'Please use at most two decimals.',
  check: 'Please check this field.',
} as const;

type Issue = z.core.$ZodIssue;

const amount = (value: number | bigint) => Number(value).toLocaleString('en-GB');

/** One issue in words. `blank`: the person left the field empty, whatever the rule it broke. */
export function issueText(issue: Issue, blank = false): string {
  if (blank) return FORM_WORDS.required;
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string')
        return `Please use at most ${amount(issue.maximum)} characters.`;
      if (issue.origin === 'array') return `Please choose at most ${amount(issue.maximum)}.`;
      return `Please enter an amount of ${amount(issue.maximum)} or less.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? FORM_WORDS.required
          : `Please use at least ${amount(issue.minimum)} characters.`;
      if (issue.origin === 'array')
        return Number(issue.minimum) <= 1
          ? FORM_WORDS.required
          : `Please choose at least ${amount(issue.minimum)}.`;
      return `Please enter an amount of ${amount(issue.minimum)} or more.`;
    case 'invalid_type':
      return issue.expected === 'number' ? 'Please enter an amount.' : FORM_WORDS.required;
    case 'invalid_format':
      if (issue.format === 'email') return FORM_WORDS.email;
      if (issue.format === 'date') return FORM_WORDS.date;
      return FORM_WORDS.check;
    case 'invalid_value':
      return FORM_WORDS.option;
    case 'not_multiple_of':
      return Number(issue.divisor) === 0.01
        ? FORM_WORDS.cents
        : `Please use a multiple of ${amount(issue.divisor)}.`;
    // The contract's own refinements are already worded for people.
    case 'custom':
      return issue.message;
    default:
      return FORM_WORDS.check;
  }
}

/**
 * The first issue of each field, in words. `fieldOf` names the form field an issue's path
 * belongs to (undefined: not a field of this form); `isBlank` says whether a field was left empty.
 */
export function fieldIssues<Field extends string>(
  issues: readonly Issue[],
  fieldOf: (path: readonly PropertyKey[]) => Field | undefined,
  isBlank: (field: Field) => boolean,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issueText(issue, isBlank(field));
  }
  return errors;
}

/** zod's own wording, as a server's VALIDATION_ERROR may carry it: not for people. */
const RAW_ZOD = /^(Too (big|small)|Invalid)\b/;

/** A server's message for a field, or plain words when it is zod's raw wording. */
export const serverFieldText = (message: string) =>
  RAW_ZOD.test(message) ? FORM_WORDS.check : message;
