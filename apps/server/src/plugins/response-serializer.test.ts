import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectionList, envelope } from '@nethub/contract';
import { createResponseSerializer } from './response-serializer.js';

const serializerOf = (schema: z.ZodType, verify = false) =>
  createResponseSerializer({ verify })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const card = {
  _id: '5f0c6f43-2b7e-4a8e-9d7e-0c1f3b3f2a10',
  firstName: 'Ava',
  lastName: 'Lee',
  headline: null,
  company: 'Lee & Co "Ltd"',
  jobTitle: null,
  avatarUrl: null,
  location: {
    country: { _id: '7a0c6f43-2b7e-4a8e-9d7e-0c1f3b3f2a10', name: 'France', code: 'FR' },
    region: null,
  },
  isOrgOwner: false,
  passwordHash: 'never written',
};
const page = {
  data: {
    rows: [
      {
        _id: '6f0c6f43-2b7e-4a8e-9d7e-0c1f3b3f2a10',
        status: 'CONNECTED',
        direction: 'incoming',
        bookmark: true,
        createdAt: '2026-11-30T10:00:00.000Z',
        member: card,
        requesterId: 'an internal column',
      },
    ],
    totalRows: 1,
    totalPages: 1,
    page: 1,
    offset: 10,
  },
};

describe('the compiled response serializer', () => {
  const list = envelope(connectionList);

  it('writes what zod writes, without the fields the contract does not name', () => {
    const written = serializerOf(list)(page);
    expect(written).toBe(viaZod(list, page));
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('requesterId');
  });

  it('picks the branch of a union whose rows carry more fields than it names', () => {
    const schema = z.object({
      item: z.union([
        z.object({ kind: z.literal('post'), text: z.string() }),
        z.object({ kind: z.literal('lead'), value: z.number() }),
      ]),
    });
    const lead = { item: { kind: 'lead', value: 12.5, ownerId: 'hidden' } };
    expect(serializerOf(schema)(lead)).toBe('{"item":{"kind":"lead","value":12.5}}');
  });

  it('writes null objects, optional fields left out, and records', () => {
    const schema = z.object({
      region: z.object({ name: z.string() }).nullable(),
      note: z.string().optional(),
      counts: z.record(z.string(), z.number().int()),
    });
    const value = { region: null, counts: { a: 1, b: 2 } };
    expect(serializerOf(schema)(value)).toBe(viaZod(schema, value));
  });

  it("keeps zod's serializer for a schema JSON Schema cannot express", () => {
    const schema = z.object({ at: z.date() });
    const at = new Date('2026-11-30T10:00:00.000Z');
    expect(serializerOf(schema)({ at })).toBe('{"at":"2026-11-30T10:00:00.000Z"}');
  });

  it('refuses, when verifying, a reply that does not match the contract', () => {
    expect(() => serializerOf(list, true)({ data: { rows: 'none' } })).toThrow();
    expect(serializerOf(list, true)(page)).toBe(viaZod(list, page));
  });
});
