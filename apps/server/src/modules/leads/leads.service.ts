import {
  LEAD_PIPELINE,
  type Lead,
  type LeadStageChange,
  type LeadTabs,
  type ListLeadsQuery,
} from '@nethub/contract';
import type { z } from 'zod';
import type { closedValueBody, createLeadBody, leadStatusBody } from '@nethub/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { toListResponse } from '../../lib/pagination.js';
import type { MemberCards } from '../members/member-cards.js';
import { createLeadsRepository } from './leads.repository.js';
import type { LeadRecord } from './leads.tables.js';

type CreateLead = z.output<typeof createLeadBody>;
type ClosedValue = z.output<typeof closedValueBody>;
type LeadStatusBody = z.output<typeof leadStatusBody>;
type LeadRow = {
  lead: LeadRecord;
  leadType: { id: string; name: string };
  bookmark: boolean;
  rewardTitle: string | null;
};

export type LeadsServiceDeps = {
  db: Db;
  events: EventBus;
  memberCards: MemberCards;
  isConnected: (a: string, b: string) => Promise<boolean>;
  /** Whether `receiverId` offers `me` this reward today (the rewards feature answers). */
  isRewardOffered: (me: string, receiverId: string, rewardId: string) => Promise<boolean>;
  /** The owner of a reward, if it exists. */
  rewardOwner: (rewardId: string) => Promise<string | undefined>;
};

const FILL_IN = 'Please fill out this field.';

export function createLeadsService({
  db,
  events,
  memberCards,
  isConnected,
  isRewardOffered,
  rewardOwner,
}: LeadsServiceDeps) {
  const repo = createLeadsRepository(db);

  async function toLeads(me: string, rows: LeadRow[]): Promise<Lead[]> {
    const cards = await memberCards.byIds(rows.flatMap((r) => [r.lead.giverId, r.lead.receiverId]));
    return rows.map(({ lead, leadType, bookmark, rewardTitle }) => ({
      _id: lead.id,
      direction: lead.receiverId === me ? 'incoming' : 'outgoing',
      status: lead.status,
      bookmark,
      leadType: { _id: leadType.id, name: leadType.name },
      tags: lead.tags,
      sourceOfLead: lead.sourceOfLead,
      contact: {
        firstName: lead.contactFirstName,
        lastName: lead.contactLastName,
        email: lead.contactEmail,
        phone: lead.contactPhone,
        company: lead.contactCompany,
        jobTitle: lead.contactJobTitle,
      },
      estimatedValue: lead.estimatedValue,
      currency: lead.currency,
      details: lead.details,
      giver: cards.get(lead.giverId)!,
      receiver: cards.get(lead.receiverId)!,
      reward: lead.rewardId && rewardTitle ? { _id: lead.rewardId, title: rewardTitle } : null,
      createdAt: lead.createdAt.toISOString(),
      statusChangedAt: lead.statusChangedAt.toISOString(),
      convertedAt: lead.convertedAt?.toISOString() ?? null,
      closedValue: lead.convertedAt ? lead.closedValue : null,
      closedCurrency: lead.convertedAt ? lead.closedCurrency : null,
      rewardPaidOn: lead.convertedAt && lead.rewardId ? lead.rewardPaidOn : null,
    }));
  }

  async function get(me: string, id: string): Promise<Lead> {
    const row = await repo.findFor(me, id);
    if (!row) throw notFound();
    return (await toLeads(me, [row]))[0]!;
  }

  /**
   * The tags-vs-source rule of spec §5: a receiver with lead tags gets leads tagged with at least
   * one of them (any source is dropped); a receiver without tags needs a source of lead.
   */
  function applyTagRule(receiverTags: string[], body: CreateLead) {
    if (receiverTags.length) {
      const allowed = new Map(receiverTags.map((tag) => [tag.toUpperCase(), tag]));
      const tags = [...new Set(body.tags.map((tag) => allowed.get(tag.toUpperCase())))];
      if (!body.tags.length || tags.includes(undefined))
        throw badRequest('VALIDATION_ERROR', [
          {
            field: 'body.tags',
            message: body.tags.length ? 'Choose from the tags of this member' : FILL_IN,
          },
        ]);
      return { tags: tags as string[], sourceOfLead: null };
    }
    if (!body.sourceOfLead)
      throw badRequest('VALIDATION_ERROR', [{ field: 'body.sourceOfLead', message: FILL_IN }]);
    return { tags: [], sourceOfLead: body.sourceOfLead };
  }

  return {
    get,

    async create(me: string, body: CreateLead): Promise<Lead> {
      if (body.receiverId === me || !(await isConnected(me, body.receiverId)))
        throw badRequest('LEAD_RECIPIENT_NOT_CONNECTED');
      const { tags, sourceOfLead } = applyTagRule(await repo.myTags(body.receiverId), body);
      if (body.rewardId && !(await isRewardOffered(me, body.receiverId, body.rewardId)))
        throw badRequest('VALIDATION_ERROR', [
          { field: 'body.rewardId', message: 'This reward is not on offer to you' },
        ]);
      const lead = await db.transaction(async (tx) => {
        const leadType = await repo.leadTypeNamed(body.leadTypeName, tx);
        if (sourceOfLead) await repo.countSourceUse(sourceOfLead, tx);
        const inserted = await repo.insert(
          {
            giverId: me,
            receiverId: body.receiverId,
            leadTypeId: leadType.id,
            tags,
            sourceOfLead,
            contactFirstName: body.contact.firstName,
            contactLastName: body.contact.lastName,
            contactEmail: body.contact.email,
            contactPhone: body.contact.phone ?? null,
            contactCompany: body.contact.company ?? null,
            contactJobTitle: body.contact.jobTitle ?? null,
            estimatedValue: body.estimatedValue,
            currency: body.currency,
            details: body.details ?? null,
            rewardId: body.rewardId ?? null,
          },
          tx,
        );
        await repo.recordStageChange(
          { leadId: inserted.id, from: null, to: inserted.status, by: me, at: inserted.createdAt },
          tx,
        );
        await events.emit('lead.received', {
          leadId: inserted.id,
          giverId: me,
          receiverId: body.receiverId,
        });
        return inserted;
      });
      return get(me, lead.id);
    },

    /**
     * Only the receiver moves a lead through the pipeline (any stage, any order); the giver
     * watches it. The move and its line of history are written together, under the lead's lock.
     */
    async setStatus(me: string, id: string, body: LeadStatusBody): Promise<Lead> {
      const { status } = body;
      const lead = await repo.findById(id);
      if (!lead || (lead.giverId !== me && lead.receiverId !== me)) throw notFound();
      if (lead.receiverId !== me) throw forbidden();
      await db.transaction(async (tx) => {
        const current = await repo.lockById(id, tx);
        if (!current || current.status === status) return;
        // The value closed: as recorded now, else as recorded before, else the estimate.
        const closed =
          body.closedValue !== undefined
            ? { value: body.closedValue, currency: body.closedCurrency ?? current.currency }
            : current.closedValue !== null && current.closedCurrency
              ? { value: current.closedValue, currency: current.closedCurrency }
              : { value: current.estimatedValue, currency: current.currency };
        await repo.setStatus(id, status, tx, closed);
        await repo.recordStageChange({ leadId: id, from: current.status, to: status, by: me }, tx);
        if (status === 'CONVERTED') {
          await events.emit('lead.converted', {
            leadId: id,
            giverId: lead.giverId,
            receiverId: me,
          });
          if (current.rewardId && !current.rewardPaidOn)
            await events.emit('reward.owed', {
              leadId: id,
              rewardId: current.rewardId,
              giverId: lead.giverId,
              offererId: me,
            });
        }
      });
      return get(me, id);
    },

    /** PUT /leads/{id}/closed-value: the receiver corrects the value of a converted lead. */
    async setClosedValue(me: string, id: string, body: ClosedValue): Promise<Lead> {
      const lead = await repo.findById(id);
      if (!lead || (lead.giverId !== me && lead.receiverId !== me)) throw notFound();
      if (lead.receiverId !== me) throw forbidden();
      if (!lead.convertedAt) throw conflict('LEAD_NOT_CONVERTED');
      await repo.setClosedValue(id, { value: body.closedValue, currency: body.closedCurrency });
      return get(me, id);
    },

    /**
     * The ledger settles a reward: the converted lead passed under it, seen by its giver or
     * receiver (404 for anyone else), paid on `paidOn` by the reward's owner.
     */
    async settlementLead(me: string, id: string) {
      const lead = await repo.findById(id);
      if (!lead || (lead.giverId !== me && lead.receiverId !== me)) throw notFound();
      return lead;
    },
    setRewardPaidOn: (id: string, paidOn: string, tx: DbOrTx) =>
      repo.setRewardPaidOn(id, paidOn, tx),

    /**
     * GET /leads/{id}/history, for the giver and the receiver only. A lead passed before its
     * history was kept starts with its creation, told from the lead itself.
     */
    async history(me: string, id: string): Promise<LeadStageChange[]> {
      const lead = await repo.findById(id);
      if (!lead || (lead.giverId !== me && lead.receiverId !== me)) throw notFound();
      const rows = await repo.history(id);
      const lines = rows.map((row) => ({
        from: row.fromStatus,
        to: row.toStatus,
        by: row.changedBy,
        at: row.changedAt,
      }));
      if (!lines.some((line) => line.from === null))
        lines.unshift({ from: null, to: 'NEW', by: lead.giverId, at: lead.createdAt });
      const cards = await memberCards.byIds(lines.map((line) => line.by));
      return lines.map((line) => ({
        from: line.from,
        to: line.to,
        changedBy: cards.get(line.by)!,
        changedAt: line.at.toISOString(),
      }));
    },

    /** GET /leads/generated: the leads passed under one of my rewards (404 for anyone else's). */
    async generated(me: string, rewardId: string, page: { page: number; offset: number }) {
      if ((await rewardOwner(rewardId)) !== me) throw notFound();
      const { rows, total } = await repo.generatedBy(rewardId, { me, all: true }, page);
      return toListResponse(await toLeads(me, rows), total, page);
    },

    /** The reward detail's list: every lead for its owner, one's own for anyone else. */
    async generatedSummary(rewardId: string, viewer: { me: string; owner: boolean }) {
      const { rows } = await repo.generatedBy(
        rewardId,
        { me: viewer.me, all: viewer.owner },
        { page: 1, offset: 50 },
      );
      const cards = await memberCards.byIds(rows.map((row) => row.lead.giverId));
      return rows.map(({ lead }) => ({
        _id: lead.id,
        status: lead.status,
        contactName: `${lead.contactFirstName} ${lead.contactLastName}`,
        giver: cards.get(lead.giverId)!,
        estimatedValue: lead.estimatedValue,
        currency: lead.currency,
        createdAt: lead.createdAt.toISOString(),
      }));
    },

    async list(me: string, query: ListLeadsQuery) {
      const { rows, total } = await repo.list(me, query);
      return toListResponse(await toLeads(me, rows), total, query);
    },

    async tabs(me: string, connectedUserId?: string): Promise<LeadTabs> {
      const counts = await repo.tabs(me, connectedUserId);
      const sum = (match: (c: (typeof counts)[number]) => boolean) =>
        counts.filter(match).reduce((total, c) => total + c.value, 0);
      return {
        all: sum(() => true),
        incoming: sum((c) => c.incoming),
        outgoing: sum((c) => !c.incoming),
        pipelines: Object.fromEntries(
          LEAD_PIPELINE.map(({ status }) => [status, sum((c) => c.status === status)]),
        ) as LeadTabs['pipelines'],
      };
    },

    leadTypeSuggestions: (name: string) => repo.leadTypeSuggestions(name),
    myTags: (me: string) => repo.myTags(me),
    async replaceMyTags(me: string, tags: string[]) {
      const unique = [...new Map(tags.map((tag) => [tag.toUpperCase(), tag])).values()];
      await db.transaction((tx) => repo.replaceMyTags(me, unique, tx));
      return repo.myTags(me);
    },
    tagSuggestions: (name: string) => repo.tagSuggestions(name),
    async createLeadSuggestion(me: string, recipientId: string) {
      if (!(await isConnected(me, recipientId))) throw badRequest('LEAD_RECIPIENT_NOT_CONNECTED');
      const [tags, sources] = await Promise.all([repo.myTags(recipientId), repo.popularSources()]);
      return { tags, otherSuggestions: sources.map((s) => s.name) };
    },

    /** Bookmark target check: only the giver and the receiver may bookmark a lead. */
    async canSee(me: string, id: string) {
      const lead = await repo.findById(id);
      return !!lead && (lead.giverId === me || lead.receiverId === me);
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
