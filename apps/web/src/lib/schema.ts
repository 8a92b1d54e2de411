import { emailSchema, personNameRule } from '@nethub/contract';
import { z } from 'zod';

/**
 * A form holds '' for "no value"; the contract's optional fields read that as absent, exactly
 * as the client's input hygiene will send it.
 */
export const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && !value.trim() ? undefined : value), schema);

/** The name and e-mail of someone an owner adds, worded for each refusal. */
export const personFields = {
  firstName: personNameRule('Please enter a first name'),
  lastName: personNameRule('Please enter a last name'),
  email: emailSchema,
};
