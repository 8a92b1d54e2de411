import type { Db } from '../db/client.js';
import { hashPassword } from '../lib/secrets.js';
import { users } from '../modules/users/users.tables.js';
import { DEMO_PASSWORD } from './demo.js';

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Daniel',
  'Emma',
  'Finn',
  'Grace',
  'Harry',
  'Isla',
  'Jack',
  'Keira',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Patrick',
  'Quinn',
  'Ruby',
  'Sam',
  'Theo',
  'Una',
  'Victor',
  'Willow',
  'Xavier',
  'Yasmin',
  'Zach',
  'Aoife',
  'Cian',
  'Niamh',
  'Sean',
  'Priya',
  'Arjun',
  'Mei',
  'Kofi',
  'Amara',
  'Luca',
  'Sofia',
  'Mateo',
  'Hannah',
  'Ethan',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Walsh',
  'Murphy',
  'Kelly',
  'OBrien',
  'Byrne',
  'Ryan',
  'Okafor',
  'Nguyen',
  'Garcia',
  'Miller',
  'Davis',
  'Martinez',
  'Chen',
  'Khan',
  'Singh',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Thompson',
  'White',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Harris',
  'Clarke',
  'Jackson',
  'Turner',
];

/** Deterministic pseudo-random numbers, so a generated data set is the same every time. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds `count` active members (gen.N@nethub.bench, password as the demo logins) in batches.
 * Later features extend this with their own rows per member.
 */
export async function generateMembers(db: Db, count: number, onProgress?: (done: number) => void) {
  const random = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  const batchSize = 2000;
  for (let start = 0; start < count; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) => ({
      email: `gen.${start + i}@nethub.bench`,
      firstName: pick(FIRST),
      lastName: pick(LAST),
      passwordHash,
      status: 'active',
      emailVerifiedAt: verifiedAt,
      createdAt: new Date(verifiedAt.getTime() - Math.floor(random() * 3 * 365 * 86_400_000)),
    }));
    await db.insert(users).values(rows).onConflictDoNothing();
    onProgress?.(start + rows.length);
  }
}
