import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { reports } from './reports.tables.js';

/**
 * Reports the member filed (ADR 029, ADR 024): in their archive what they reported, why and
 * what came of it; erased with the account. Reports others filed about the member's content are
 * the reporters' and the administrators' record, not the member's, and stay.
 */
export function createReportsOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          kind: reports.kind,
          targetId: reports.targetId,
          reason: reports.reason,
          details: reports.details,
          reportedText: reports.snapshot,
          status: reports.status,
          createdAt: reports.createdAt,
          resolvedAt: reports.resolvedAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, userId));
      return [{ name: 'reports', rows, csv: true }];
    },
    async eraseFor(userId, tx) {
      await tx.delete(reports).where(eq(reports.reporterId, userId));
    },
  };
}
