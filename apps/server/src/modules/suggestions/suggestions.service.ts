import type { Suggestion, SuggestionReason } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { createConnectionGraph } from '../connections/connections.read-model.js';
import { createGroupFellows } from '../groups/groups.read-model.js';
import { createLeadAffinities } from '../leads/leads.read-model.js';
import { createMemberCards } from '../members/member-cards.js';
import { listedAmong } from '../members/member-search.js';
import { createMemberLikeness } from '../profile/profile.read-model.js';
import { createSuggestionsRepository } from './suggestions.repository.js';

/** How many candidates each source reads before they are merged and ranked. */
const PER_SOURCE = 60;
const PEERS = 200;
/**
 * Members looking for one kind of lead all score alike, so reading more of them only feeds the
 * filters below: at 200 a kind, about 1,100 ids were checked per answer for 12 shown.
 */
const LOOKING_PER_KIND = 40;

type Candidate = { score: number; reasons: SuggestionReason[] };

const listOf = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * "Who to meet next" (ADR 031): a handful of indexed, bounded reads — each owned by the module
 * whose tables it reads — merged into one ranked list with the reasons in words. Nothing is
 * precomputed, so a new lead, connection or group shows in the next answer.
 */
export function createSuggestionsService({
  db,
  avatarUrl,
}: {
  db: Db;
  avatarUrl: (storageKey: string) => Promise<string>;
}) {
  const repo = createSuggestionsRepository(db);
  const graph = createConnectionGraph(db);
  const fellows = createGroupFellows(db);
  const affinities = createLeadAffinities(db);
  const likeness = createMemberLikeness(db);
  const cards = createMemberCards(db, avatarUrl);

  async function candidatesFor(me: string) {
    const mine = await likeness.of(me);
    const sectorIds = mine.sectors.map((s) => s.id);
    const [kinds, groupFellows, secondDegree, peers] = await Promise.all([
      affinities.givenKinds(me),
      fellows.of(me, PER_SOURCE),
      graph.secondDegree(me, PER_SOURCE),
      likeness.peers(me, sectorIds, mine.regionId, PEERS),
    ]);
    const [looking, givers, shared] = await Promise.all([
      affinities.lookingFor(
        me,
        kinds.map((k) => k.key),
        LOOKING_PER_KIND,
      ),
      affinities.giversTo(me, peers, PER_SOURCE),
      likeness.sharedWith(
        secondDegree.map((s) => s.memberId),
        mine.sectors,
        mine.regionId,
      ),
    ]);

    const found = new Map<string, Candidate>();
    const add = (memberId: string, score: number, reason: SuggestionReason) => {
      const entry = found.get(memberId) ?? { score: 0, reasons: [] };
      entry.score += score;
      entry.reasons.push(reason);
      found.set(memberId, entry);
    };

    const timesByKey = new Map(kinds.map((k) => [k.key, k.times]));
    for (const { memberId, tags } of looking) {
      const passed = tags.reduce(
        (sum, tag) => sum + (timesByKey.get(tag.trim().toUpperCase()) ?? 0),
        0,
      );
      add(memberId, 3 + Math.min(passed, 10) / 5, {
        kind: 'looking_for',
        text: `Looking for ${listOf(tags.slice(0, 3))} leads, which you pass`,
      });
    }
    const peerWords = mine.sectors.length === 1 ? `in ${mine.sectors[0]!.name}` : 'in your sectors';
    for (const { memberId, receivers } of givers) {
      add(memberId, 3 + Math.min(receivers, 5) / 2, {
        kind: 'gave_business',
        text: `Passed business to ${plural(receivers, 'member')} ${peerWords}${mine.regionId ? ' near you' : ''}`,
      });
    }
    const noLikeness = !sectorIds.length && !mine.regionId;
    for (const { memberId, mutual } of secondDegree) {
      const alike = shared.get(memberId);
      if (!alike && !noLikeness) continue;
      const where = alike?.sectors.length
        ? `, also in ${listOf(alike.sectors)}`
        : alike?.sameRegion
          ? ', in your region'
          : '';
      add(memberId, 2 + Math.min(mutual, 10) / 4, {
        kind: 'mutual',
        text: `${plural(mutual, 'mutual connection')}${where}`,
      });
    }
    for (const { memberId, shared: groups, groupName } of groupFellows) {
      add(memberId, 1 + Math.min(groups, 4) / 4, {
        kind: 'group',
        text:
          groups > 1
            ? `In ${groupName} and ${plural(groups - 1, 'other group')} with you, not connected yet`
            : `In ${groupName} with you, not connected yet`,
      });
    }
    found.delete(me);
    return found;
  }

  return {
    async list(me: string, limit: number): Promise<Suggestion[]> {
      const found = await candidatesFor(me);
      const ids = [...found.keys()];
      const [related, dismissed, listed] = await Promise.all([
        graph.relatedAmong(me, ids),
        repo.dismissedAmong(me, ids),
        listedAmong(db, ids),
      ]);
      const ranked = [...found.entries()]
        .filter(([id]) => listed.has(id) && !related.has(id) && !dismissed.has(id))
        .sort(([a, x], [b, y]) => y.score - x.score || (a < b ? -1 : 1))
        .slice(0, limit);
      const byId = await cards.byIds(ranked.map(([id]) => id));
      return ranked.flatMap(([id, candidate]) => {
        const member = byId.get(id);
        return member ? [{ member, reasons: candidate.reasons }] : [];
      });
    },

    /** Stop suggesting a member (any member explore may show; nobody else exists to me). */
    async dismiss(me: string, memberId: string) {
      if (memberId === me || !(await listedAmong(db, [memberId])).has(memberId)) throw notFound();
      await repo.dismiss(me, memberId);
      return { memberId, dismissed: true };
    },

    /** Undo a dismissal: suggesting them again is allowed. */
    async restore(me: string, memberId: string) {
      if (memberId === me || !(await listedAmong(db, [memberId])).has(memberId)) throw notFound();
      await repo.restore(me, memberId);
      return { memberId, dismissed: false };
    },
  };
}
export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
