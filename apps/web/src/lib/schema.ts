import { z } from 'zod';

/**
 * A form holds '' for "no value"; the contract's optional fields read that as absent, exactly
 * as the client's input hygiene will send it.
 */
export const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && !value.trim() ? undefined : value), schema);
