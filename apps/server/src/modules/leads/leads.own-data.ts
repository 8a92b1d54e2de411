import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { leadTypes, leads, memberLeadTags } from './leads.tables.js';

/**
 * Leads the member passed and received (both sides see a lead in full) and the kinds of lead
 * they look for. Erased, the leads stay with the other side; the wish list goes.
 */
export function createLeadsOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          id: leads.id,
          giverId: leads.giverId,
          receiverId: leads.receiverId,
          leadType: leadTypes.name,
          status: leads.status,
          tags: leads.tags,
          sourceOfLead: leads.sourceOfLead,
          contactFirstName: leads.contactFirstName,
          contactLastName: leads.contactLastName,
          contactEmail: leads.contactEmail,
          contactPhone: leads.contactPhone,
          contactCompany: leads.contactCompany,
          contactJobTitle: leads.contactJobTitle,
          estimatedValue: leads.estimatedValue,
          currency: leads.currency,
          details: leads.details,
          rewardId: leads.rewardId,
          createdAt: leads.createdAt,
          statusChangedAt: leads.statusChangedAt,
          convertedAt: leads.convertedAt,
          closedValue: leads.closedValue,
          closedCurrency: leads.closedCurrency,
          rewardPaidOn: leads.rewardPaidOn,
        })
        .from(leads)
        .innerJoin(leadTypes, eq(leadTypes.id, leads.leadTypeId))
        .where(or(eq(leads.giverId, userId), eq(leads.receiverId, userId)))
        .orderBy(leads.createdAt);
      const tags = await tx
        .select({ tag: memberLeadTags.tag })
        .from(memberLeadTags)
        .where(eq(memberLeadTags.userId, userId));
      return [
        { name: 'leads-given', rows: rows.filter((r) => r.giverId === userId), csv: true },
        { name: 'leads-received', rows: rows.filter((r) => r.receiverId === userId), csv: true },
        { name: 'lead-tags', rows: tags },
      ];
    },
    async eraseFor(userId, tx) {
      await tx.delete(memberLeadTags).where(eq(memberLeadTags.userId, userId));
    },
  };
}
