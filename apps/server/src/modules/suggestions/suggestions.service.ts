import type { Suggestion, SuggestionReason } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { readTogether, readTogetherAs } from '../../db/read-together.js';
import { notFound } from '../../lib/errors.js';
import { createConnectionGraph } from '../connections/connections.read-model.js';
import { createGroupFellows } from '../groups/groups.read-model.js';
import { createLeadAffinities } from '../leads/leads.read-model.js';
import { createMemberCards } from '../members/member-cards.js';
import { listedAmong, listedRead } from '../members/member-search.js';
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

/**
 * A member's ranked candidates are kept this many (the longest list shows 24; the rest stands in
 * for those the checks on every answer drop), for at most this many members per instance, as
 * JSON text: ~8 KB a member, ~40 MB when full (as objects they took five times that).
 */
const KEPT_CANDIDATES = 40;
const KEPT_MEMBERS = 5_000;

type Candidate = { score: number; reasons: SuggestionReason[] };
type Ranked = Array<{ memberId: string; reasons: SuggestionReason[] }>;

const listOf = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * "Who to meet next" (ADR 031): a handful of indexed, bounded reads — each owned by the module
 * whose tables it reads, sent together in two statements — merged into one ranked list with the
 * reasons in words. The ranked list is kept a few minutes per member (ADR 038); what must show
 * at once (a dismissal, a connection request, a member no longer listed) is checked every time.
 */
export function createSuggestionsService({
  db,
  avatarUrl,
  keepMs,
}: {
  db: Db;
  avatarUrl: (storageKey: string) => Promise<string>;
  /** How long a member's ranked candidates are kept (0: computed for every answer). */
  keepMs: number;
}) {
  const repo = createSuggestionsRepository(db);
  const graph = createConnectionGraph(db);
  const fellows = createGroupFellows(db);
  const affinities = createLeadAffinities(db);
  const likeness = createMemberLikeness(db);
  const cards = createMemberCards(db, avatarUrl);

  /**
   * Two statements: what I am and have (sectors, region, the kinds of leads I pass, my groups'
   * members, my connections' connections), then what depends on it: who looks for those kinds,
   * who gave business to members like me (found by a subquery, in the same statement), and
   * which second-degree members share a sector or my region.
   */
  async function candidatesFor(me: string) {
    const mine = await readTogether(db, {
      sectors: likeness.sectorsOf(me),
      region: likeness.regionOf(me),
      kinds: affinities.givenKinds(me),
      groupFellows: fellows.of(me, PER_SOURCE),
      secondDegree: graph.secondDegree(me, PER_SOURCE),
    });
    const { sectors, kinds, groupFellows, secondDegree } = mine;
    const regionId = mine.region[0]?.regionId ?? null;
    const sectorIds = sectors.map((s) => s.id);
    const secondIds = secondDegree.map((s) => s.memberId);
    const { looking, givers, sharedSectors, sameRegion } = await readTogether(db, {
      looking: affinities.lookingFor(
        me,
        kinds.map((k) => k.key),
        LOOKING_PER_KIND,
      ),
      givers: affinities.giversTo(me, likeness.peers(me, sectorIds, regionId, PEERS), PER_SOURCE),
      sharedSectors: likeness.sectorsAmong(secondIds, sectorIds),
      sameRegion: likeness.inRegionAmong(secondIds, regionId),
    });

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
    const peerWords = sectors.length === 1 ? `in ${sectors[0]!.name}` : 'in your sectors';
    for (const { memberId, receivers } of givers) {
      add(memberId, 3 + Math.min(receivers, 5) / 2, {
        kind: 'gave_business',
        text: `Passed business to ${plural(receivers, 'member')} ${peerWords}${regionId ? ' near you' : ''}`,
      });
    }
    const sectorName = new Map(sectors.map((s) => [s.id, s.name]));
    const alikeSectors = new Map<string, string[]>();
    for (const { userId, sectorId } of sharedSectors) {
      alikeSectors.set(userId, [...(alikeSectors.get(userId) ?? []), sectorName.get(sectorId)!]);
    }
    const near = new Set(sameRegion.map((row) => row.userId));
    const noLikeness = !sectorIds.length && !regionId;
    for (const { memberId, mutual } of secondDegree) {
      const alike = alikeSectors.get(memberId) ?? [];
      if (!alike.length && !near.has(memberId) && !noLikeness) continue;
      const where = alike.length
        ? `, also in ${listOf(alike)}`
        : near.has(memberId)
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

  const rank = (found: Map<string, Candidate>): Ranked =>
    [...found.entries()]
      .sort(([a, x], [b, y]) => y.score - x.score || (a < b ? -1 : 1))
      .map(([memberId, { reasons }]) => ({ memberId, reasons }));

  /**
   * Ranked candidates kept per member (ADR 038): computing them is the costliest read of home
   * (~20 ms of PostgreSQL a member at 100k), and who is worth meeting does not change by the
   * minute. What must show at once is checked on every answer instead. Oldest out when full.
   */
  const kept = new Map<string, { json: string; complete: boolean; until: number }>();
  function keep(me: string, ranked: Ranked) {
    if (keepMs <= 0) return;
    kept.delete(me);
    if (kept.size >= KEPT_MEMBERS) kept.delete(kept.keys().next().value!);
    kept.set(me, {
      json: JSON.stringify(ranked.slice(0, KEPT_CANDIDATES)),
      complete: ranked.length <= KEPT_CANDIDATES,
      until: Date.now() + keepMs,
    });
  }

  /** The first `limit` I may still be shown: listed, not dismissed, no connection row with me. */
  async function stillToMeet(me: string, ranked: Ranked, limit: number) {
    const ids = ranked.map((r) => r.memberId);
    if (!ids.length) return [];
    const checks = await readTogetherAs(db, 'suggestions:still-to-meet', { me, ids }, (v) => ({
      related: graph.relatedAmong(v.me, v.ids),
      dismissed: repo.dismissedAmong(v.me, v.ids),
      listed: listedRead(db, v.ids),
    }));
    const listed = new Set(checks.listed.map((row) => row.userId));
    const dropped = new Set([
      ...checks.related.map((row) => row.memberId),
      ...checks.dismissed.map((row) => row.memberId),
    ]);
    return ranked
      .filter(({ memberId }) => listed.has(memberId) && !dropped.has(memberId))
      .slice(0, limit);
  }

  async function shownTo(me: string, limit: number) {
    const hit = kept.get(me);
    if (hit && hit.until > Date.now()) {
      const shown = await stillToMeet(me, JSON.parse(hit.json) as Ranked, limit);
      if (shown.length >= limit || hit.complete) return shown;
    }
    const ranked = rank(await candidatesFor(me));
    keep(me, ranked);
    // The first ones kept are checked first: most answers need no more (ids checked ~380 → 40).
    const first = await stillToMeet(me, ranked.slice(0, KEPT_CANDIDATES), limit);
    if (first.length >= limit || ranked.length <= KEPT_CANDIDATES) return first;
    return stillToMeet(me, ranked, limit);
  }

  return {
    async list(me: string, limit: number): Promise<Suggestion[]> {
      const shown = await shownTo(me, limit);
      const byId = await cards.byIds(shown.map((s) => s.memberId));
      return shown.flatMap(({ memberId, reasons }) => {
        const member = byId.get(memberId);
        return member ? [{ member, reasons }] : [];
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
