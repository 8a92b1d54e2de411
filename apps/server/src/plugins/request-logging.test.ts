import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactStatementValues, serializeError } from './request-logging.js';

describe('serializeError', () => {
  it('keeps the query but not its values, in fields, message, stack and causes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(ann@example.com) already exists.',
      constraint: 'users_email_key',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      ['ann@example.com', 'line one\nline two'],
      cause,
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('ann@example.com');
    expect(text).not.toContain('line two');
    expect(text).toContain('insert into');
    expect(logged.params).toBe('[redacted]');
    expect(logged.cause).toMatchObject({
      message: 'duplicate key value violates unique constraint',
      code: '23505',
      constraint: 'users_email_key',
      detail: '[redacted]',
    });
    expect(error.params).toEqual(['ann@example.com', 'line one\nline two']);
  });

  it('redacts from "params:" up to the first stack frame', () => {
    expect(redactStatementValues('Failed query: select 1\nparams: a,b\n    at f (x.js:1:1)')).toBe(
      'Failed query: select 1\nparams: [redacted]\n    at f (x.js:1:1)',
    );
  });
});
