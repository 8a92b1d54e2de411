import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { probeVerdict, STALLED_LOOP_MS } from './hang-guard.js';

const timeout = new Error('Connection terminated due to connection timeout');
/** An error PostgreSQL sent, with its SQLSTATE. */
const fromPostgres = (code: string) =>
  Object.assign(new pg.DatabaseError(code, 0, 'error'), { code });
/** An error of the connection itself (Node's socket codes). */
const withCode = (code: string) => Object.assign(new Error(code), { code });

describe("the hang guard's verdict on a probe", () => {
  it('takes an answer, or an error PostgreSQL sent, as alive', () => {
    expect(probeVerdict(undefined, 0)).toBe('alive');
    expect(probeVerdict(fromPostgres('53300'), 0)).toBe('alive'); // too many connections
    expect(probeVerdict(fromPostgres('28P01'), STALLED_LOOP_MS * 4)).toBe('alive');
  });

  it('takes a timeout, a refusal or a shutdown as down while this process kept up', () => {
    expect(probeVerdict(timeout, 0)).toBe('down');
    expect(probeVerdict(withCode('ECONNREFUSED'), 10)).toBe('down');
    expect(probeVerdict(withCode('EPIPE'), 10)).toBe('down');
    expect(probeVerdict(fromPostgres('57P01'), 10)).toBe('down'); // admin shutdown
    expect(probeVerdict(fromPostgres('08006'), STALLED_LOOP_MS - 1)).toBe('down');
  });

  it('does not declare the database down when this process stalled during the probe', () => {
    expect(probeVerdict(timeout, STALLED_LOOP_MS)).toBe('inconclusive');
    expect(probeVerdict(withCode('08006'), 2000)).toBe('inconclusive');
  });
});
