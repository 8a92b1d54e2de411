import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { networkGroups } from '../modules/groups/groups.tables.js';
import { media } from '../modules/media/media.tables.js';
import type { FileStorage } from '../modules/media/storage.js';
import { organizations } from '../modules/organizations/organizations.tables.js';
import { profiles } from '../modules/profile/profile.tables.js';
import { users } from '../modules/users/users.tables.js';
import { drawAvatar, drawCover, drawLogo } from './pictures.js';

type Picture = { ownerId: string; name: string; body: Buffer };

/**
 * A face for every member, a logo for every organisation, a cover for every top-level group
 * (decision 026). Each is stored as a real upload would be: the file under a media key, a row
 * in its owner's media library, and the profile, organisation or group pointing at the key. The
 * web app sees ordinary pictures.
 */
export async function seedDemoPictures(db: Db, storage: FileStorage) {
  const [people, orgs, groups] = await Promise.all([
    db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users),
    db
      .select({ id: organizations.id, name: organizations.name, ownerId: organizations.ownerId })
      .from(organizations),
    db
      .select({ id: networkGroups.id, name: networkGroups.name, ownerId: organizations.ownerId })
      .from(networkGroups)
      .innerJoin(organizations, eq(organizations.id, networkGroups.organizationId))
      .where(sql`${networkGroups.parentId} is null`),
  ]);
  const store = async ({ ownerId, name, body }: Picture) => {
    const storageKey = `media/${ownerId}/${randomUUID()}.png`;
    await storage.put(storageKey, body, 'image/png');
    return {
      ownerId,
      kind: 'IMAGE' as const,
      name,
      contentType: 'image/png',
      size: body.length,
      storageKey,
    };
  };
  const faces = await Promise.all(
    people.map((p) =>
      store({
        ownerId: p.id,
        name: 'Profile photo.png',
        body: drawAvatar(`${p.first} ${p.last} ${p.id}`),
      }),
    ),
  );
  const logos = await Promise.all(
    orgs.map((o) =>
      store({ ownerId: o.ownerId, name: `${o.name} logo.png`, body: drawLogo(o.name) }),
    ),
  );
  const covers = await Promise.all(
    groups.map((g) =>
      store({ ownerId: g.ownerId, name: `${g.name} cover.png`, body: drawCover(g.name) }),
    ),
  );
  const all = [...faces, ...logos, ...covers];
  if (all.length) await db.insert(media).values(all);
  await db.transaction(async (tx) => {
    for (const [i, person] of people.entries())
      await tx
        .insert(profiles)
        .values({ userId: person.id, avatarUrl: faces[i]!.storageKey })
        .onConflictDoUpdate({ target: profiles.userId, set: { avatarUrl: faces[i]!.storageKey } });
    for (const [i, org] of orgs.entries())
      await tx
        .update(organizations)
        .set({ logoKey: logos[i]!.storageKey })
        .where(eq(organizations.id, org.id));
    for (const [i, group] of groups.entries())
      await tx
        .update(networkGroups)
        .set({ coverKey: covers[i]!.storageKey })
        .where(eq(networkGroups.id, group.id));
  });
}
