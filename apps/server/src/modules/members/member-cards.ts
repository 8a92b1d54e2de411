import { eq, sql } from 'drizzle-orm';
import type { ProfileCard } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { memberPlaces, profileCards } from '../profile/profile.read-model.js';
import { createReferenceCache } from '../reference/reference.service.js';
import { accounts } from '../users/users.read-model.js';
import { anyOf } from '../../db/any-of.js';

/**
 * Profile cards for a page of ids in one query: lists select their own rows first (cheap, on
 * their own indexes), then ask here for the handful of members those rows mention.
 */
export function createMemberCards(db: DbOrTx, avatarUrl: (storageKey: string) => Promise<string>) {
  const reference = createReferenceCache(db);

  const select = () =>
    db
      .select({
        id: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        isOrgOwner: accounts.isOrgOwner,
        headline: profileCards.headline,
        company: profileCards.company,
        jobTitle: profileCards.jobTitle,
        avatarKey: profileCards.avatarUrl,
        countryId: memberPlaces.countryId,
        regionId: memberPlaces.regionId,
      })
      .from(accounts)
      .leftJoin(profileCards, eq(profileCards.userId, accounts.id))
      .leftJoin(memberPlaces, eq(memberPlaces.userId, accounts.id));

  /** The card rows of these members: a read for `readTogether`. */
  const read = (ids: string[]) => select().where(anyOf(accounts.id, [...new Set(ids)]));
  type CardRow = Awaited<ReturnType<typeof read>>[number];
  /** The same read for `byIds`, its SQL built once: most lists of cards ask it on every call. */
  const readByIds = select()
    .where(sql`${accounts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('member_cards_by_ids');

  /** Cards by member id, from the rows `read` returned. */
  async function cardsOf(rows: CardRow[]): Promise<Map<string, ProfileCard>> {
    const placeOf = await reference.places();
    const avatars = await avatarsOf(rows.map((row) => row.avatarKey));
    return new Map(
      rows.map((row, i): [string, ProfileCard] => [
        row.id,
        {
          _id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          isOrgOwner: row.isOrgOwner,
          headline: row.headline,
          company: row.company,
          jobTitle: row.jobTitle,
          avatarUrl: avatars[i]!,
          location: placeOf(row.countryId, row.regionId),
        },
      ]),
    );
  }

  /** The pictures' addresses for these storage keys, in order; nothing awaited when none. */
  async function avatarsOf(keys: Array<string | null>): Promise<Array<string | null>> {
    if (!keys.some(Boolean)) return keys.map(() => null);
    return Promise.all(keys.map((key) => (key ? avatarUrl(key) : null)));
  }

  return {
    read,
    cardsOf,
    avatarsOf,
    async byIds(ids: Iterable<string>): Promise<Map<string, ProfileCard>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      return cardsOf(await readByIds.execute({ ids: unique }));
    },
  };
}
export type MemberCards = ReturnType<typeof createMemberCards>;
