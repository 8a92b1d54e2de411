import type {
  ConnectionResult,
  ConnectionRow,
  ConnectionTabs,
  ExploreList,
  ExploreQuery,
  ExploreRow,
  ListConnectionsQuery,
  ProfileCard,
  RelationshipState,
  SearchPerson,
} from '@nethub/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { readTogetherAs } from '../../db/read-together.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { toListResponse } from '../../lib/pagination.js';
import type { Mailer } from '../mail/mailer.js';
import { connectionInviteMail } from '../mail/mail.templates.js';
import { createReferenceCache } from '../reference/reference.service.js';
import { createMemberCards } from '../members/member-cards.js';
import { createSearchTermStats } from '../members/member-search.js';
import { createUsersService, type UserRow } from '../users/users.service.js';
import { createConnectionsRepository, type TermShares } from './connections.repository.js';
import type { ConnectionRecord } from './connections.tables.js';
import { standingOf } from './connections.read-model.js';

type CardRow = {
  user: { id: string; firstName: string; lastName: string; isOrgOwner: boolean };
  profile: {
    headline: string | null;
    company: string | null;
    jobTitle: string | null;
    avatarUrl: string | null;
  } | null;
  location: { countryId: string | null; regionId: string | null } | null;
};

export type ConnectionsServiceDeps = {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  avatarUrl: (storageKey: string) => Promise<string>;
};

export function createConnectionsService({
  db,
  events,
  mailer,
  publicUrl,
  avatarUrl,
}: ConnectionsServiceDeps) {
  const repo = createConnectionsRepository(db);
  const usersRepo = createUsersService(db);
  const reference = createReferenceCache(db);
  const memberCards = createMemberCards(db, avatarUrl);
  const termStats = createSearchTermStats(db);
  const restTermStats = createSearchTermStats(db, undefined, 'member_search', 'rest_document');
  const sharesOf = async (text: string | undefined): Promise<TermShares> => {
    const [document, rest] = await Promise.all([termStats.share(text), restTermStats.share(text)]);
    return { document, rest };
  };

  const direction = (row: Pick<ConnectionRecord, 'requesterId'>, me: string) =>
    (row.requesterId === me ? 'outgoing' : 'incoming') as 'outgoing' | 'incoming';
  const result = (row: ConnectionRecord, me: string): ConnectionResult => ({
    _id: row.id,
    status: row.status,
    direction: direction(row, me),
  });

  /** The cards of a page's members, in order: one wait for the page, none per row. */
  async function toCards(rows: CardRow[]): Promise<ProfileCard[]> {
    const placeOf = await reference.places();
    const avatars = await memberCards.avatarsOf(rows.map((row) => row.profile?.avatarUrl ?? null));
    return rows.map((row, i) => ({
      _id: row.user.id,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      isOrgOwner: row.user.isOrgOwner,
      headline: row.profile?.headline ?? null,
      company: row.profile?.company ?? null,
      jobTitle: row.profile?.jobTitle ?? null,
      avatarUrl: avatars[i]!,
      location: placeOf(row.location?.countryId, row.location?.regionId),
    }));
  }

  function checkRecipient(
    me: string,
    recipient: UserRow | undefined,
  ): asserts recipient is UserRow {
    if (!recipient || recipient.status !== 'active') throw notFound('RECIPIENT_NOT_FOUND');
    if (recipient.id === me) throw badRequest('CANNOT_CONNECT_TO_SELF');
    if (recipient.isOrgOwner) throw badRequest('RECIPIENT_IS_ORG_OWNER');
  }

  /**
   * Asks `recipientId` to connect. Two members asking each other at the same moment meet on the
   * pair's one row: the second request accepts the first.
   */
  async function settleRequest(me: string, recipientId: string, tx: Tx) {
    const inserted = await repo.insertRequest(me, recipientId, tx);
    if (inserted) return { row: inserted, event: 'requested' as const };
    const existing = (await repo.findPair(me, recipientId, tx, true))!;
    if (existing.status === 'CONNECTED') throw conflict('ALREADY_CONNECTED');
    if (existing.requesterId === me) throw conflict('ALREADY_SENT_REQUEST');
    if (existing.status === 'REQUESTED')
      return {
        row: await repo.update(existing.id, { status: 'CONNECTED' }, tx),
        event: 'accepted' as const,
      };
    // They asked before and I declined; now I ask them.
    return {
      row: await repo.update(existing.id, { status: 'REQUESTED', requesterId: me }, tx),
      event: 'requested' as const,
    };
  }

  async function request(me: string, recipientId: string): Promise<ConnectionResult> {
    checkRecipient(me, await usersRepo.findById(recipientId));
    // The change and its announcement commit together.
    const row = await db.transaction(async (tx) => {
      const outcome = await settleRequest(me, recipientId, tx);
      if (outcome.event === 'requested')
        await events.emit('connection.requested', {
          connectionId: outcome.row.id,
          requesterId: me,
          recipientId,
        });
      else
        await events.emit('connection.accepted', {
          connectionId: outcome.row.id,
          requesterId: recipientId,
          accepterId: me,
        });
      return outcome.row;
    });
    return result(row, me);
  }

  /** Turns pending e-mail invitations into requests once the invitee becomes a member. */
  events.on('user.activated', 'connections', async ({ userId, email }) => {
    const invites = await repo.takeInvites(email.toLowerCase());
    for (const invite of invites) {
      await request(invite.inviterId, userId).catch(() => undefined);
    }
  });

  return {
    request,

    /** By e-mail: a member gets a request; anyone else an invitation (or RECIPIENT_NOT_FOUND). */
    async requestByEmail(
      me: string,
      email: string,
      { inviteNonMembers }: { inviteNonMembers: boolean },
    ) {
      const member = await usersRepo.findByEmail(email);
      if (member) return { connection: await request(me, member.id) };
      if (!inviteNonMembers) throw notFound('RECIPIENT_NOT_FOUND');
      const inviter = (await usersRepo.findById(me))!;
      const invite = await repo.insertInvite(me, email);
      if (!invite) throw conflict('ALREADY_SENT_REQUEST');
      const url = `${publicUrl}/sign-up?email=${encodeURIComponent(email)}`;
      await mailer.send(
        connectionInviteMail(email, `${inviter.firstName} ${inviter.lastName}`, url),
      );
      return { invited: true as const, email };
    },

    async respond(
      me: string,
      connectionId: string,
      status: 'CONNECTED' | 'REJECTED',
    ): Promise<ConnectionResult> {
      const updated = await db.transaction(async (tx) => {
        const row = await repo.findById(connectionId, tx);
        if (!row || (row.userLow !== me && row.userHigh !== me)) throw notFound();
        if (row.status === 'CONNECTED') throw conflict('ALREADY_CONNECTED');
        if (row.requesterId === me || row.status !== 'REQUESTED')
          throw badRequest('VALIDATION_ERROR', [
            { field: 'body.connectionId', message: 'Only a request sent to you can be answered' },
          ]);
        const answered = await repo.update(row.id, { status }, tx);
        if (status === 'CONNECTED')
          await events.emit('connection.accepted', {
            connectionId,
            requesterId: answered.requesterId,
            accepterId: me,
          });
        return answered;
      });
      return result(updated, me);
    },

    /**
     * How `me` stands with each of `members`, in one query (a profile, a page of notifications).
     * Members absent from `members` are absent from the answer.
     */
    async relationships(
      me: string,
      members: Array<{ _id: string; isOrgOwner: boolean }>,
    ): Promise<Map<string, RelationshipState>> {
      const asked = members.filter((m) => m._id !== me && !m.isOrgOwner).map((m) => m._id);
      const rows = asked.length ? await repo.findPairsWith(me, [...new Set(asked)]) : [];
      const byOther = new Map(
        rows.map((row) => [row.userLow === me ? row.userHigh : row.userLow, row]),
      );
      return new Map(
        members.map((member) => [member._id, standingOf(me, member, byOther.get(member._id))]),
      );
    },

    /**
     * Takes back a request I sent (answered or not). Only its sender may; a connection is ended
     * with disconnect instead.
     */
    async withdraw(me: string, connectionId: string) {
      // One conditional statement: an answer arriving meanwhile cannot be deleted with it.
      if (await repo.deleteRequest(connectionId, me)) return;
      const row = await repo.findById(connectionId);
      if (!row || (row.userLow !== me && row.userHigh !== me)) throw notFound();
      if (row.status === 'CONNECTED') throw conflict('ALREADY_CONNECTED');
      throw forbidden();
    },

    /** Ends a connection, withdraws a request or forgets a declined one. */
    async disconnect(me: string, otherId: string) {
      const row = await repo.findPair(me, otherId);
      if (!row || me === otherId) throw notFound();
      await repo.deleteById(row.id);
    },

    async list(me: string, query: ListConnectionsQuery) {
      const { rows, total } = await repo.list(me, query);
      const cards = await toCards(rows);
      const items: ConnectionRow[] = rows.map((row, i) => ({
        _id: row.connection.id,
        status: row.connection.status,
        direction: direction(row.connection, me),
        bookmark: row.bookmarked,
        createdAt: row.connection.createdAt.toISOString(),
        member: cards[i]!,
      }));
      return toListResponse(items, total, query);
    },

    async tabs(me: string): Promise<ConnectionTabs> {
      const counts = await repo.tabs(me);
      const of = (status: string) => counts.find((c) => c.status === status)?.value ?? 0;
      return {
        all: counts.reduce((sum, c) => sum + c.value, 0),
        CONNECTED: of('CONNECTED'),
        REQUESTED: of('REQUESTED'),
        REJECTED: of('REJECTED'),
      };
    },

    async explore(me: string, query: ExploreQuery): Promise<ExploreList> {
      const { ids, hasMore, totalRows, totalRowsExact } = await repo.explore(
        me,
        query,
        await sharesOf(query.textSearch),
      );
      // The page's cards and my rows with its members in one statement (ADR 036).
      const page = await readTogetherAs(db, 'explore:page', { me, ids }, (values) => ({
        cards: memberCards.read(values.ids),
        pairs: repo.pairsWith(values.me, values.ids),
      }));
      const [cards, pairs] = [await memberCards.cardsOf(page.cards), page.pairs];
      const rows = ids.flatMap((id): ExploreRow[] => {
        const member = cards.get(id);
        if (!member) return [];
        const pair = pairs.find((row) => row.userLow === id || row.userHigh === id);
        return [
          {
            member,
            connection: pair
              ? { _id: pair.id, status: pair.status, direction: direction(pair, me) }
              : null,
          },
        ];
      });
      return { ...toListResponse(rows, totalRows, query), totalRowsExact, hasMore };
    },

    /** The header search's people (ADR 033): as their visibility lets me find them, ranked. */
    async findPeople(me: string, text: string, limit: number) {
      const found = await repo.findPeople(me, text, limit, await sharesOf(text));
      const cards = await memberCards.byIds(found.ids);
      const rows = found.ids.flatMap((id): SearchPerson[] => {
        const card = cards.get(id);
        return card ? [{ ...card, connected: found.connected.has(id) }] : [];
      });
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },

    async isConnected(a: string, b: string, tx: DbOrTx = db) {
      if (a === b) return false;
      const row = await repo.findPair(a, b, tx);
      return row?.status === 'CONNECTED';
    },

    /** Whether every one of `others` is connected to `me`. */
    async areAllConnected(me: string, others: string[]) {
      const rows = await repo.findPairsWith(me, others);
      const connected = new Set(
        rows
          .filter((row) => row.status === 'CONNECTED')
          .map((row) => (row.userLow === me ? row.userHigh : row.userLow)),
      );
      return others.every((id) => connected.has(id));
    },

    /** Bookmark target check: only the two members of a connection may bookmark it. */
    async canSeeConnection(me: string, connectionId: string) {
      const row = await repo.findById(connectionId);
      return !!row && (row.userLow === me || row.userHigh === me);
    },
  };
}
export type ConnectionsService = ReturnType<typeof createConnectionsService>;
