import type {
  AdminReport,
  AdminReportsQuery,
  CreateReportBody,
  FiledReport,
  ListResponse,
  ReportKind,
  ReportReason,
  ReportStatus,
} from '@nethub/contract';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { toListResponse } from '../../lib/pagination.js';
import { reportResolvedMail } from '../mail/mail.templates.js';
import type { Mailer } from '../mail/mailer.js';
import { createReportsRepository, type ReportRow } from './reports.repository.js';

type Page = { page: number; offset: number };

/**
 * How a kind of item takes part in reports, given by the module that owns it (app.ts):
 * `find` answers what the reporter sees of it (who wrote it, its text, where it was) and throws
 * 404 when the reporter may not see it; `remove`, when the kind can be removed, takes it down in
 * the administrator's transaction and may return what to tell others once that commits.
 */
export type ReportTarget = {
  find(
    me: string,
    targetId: string,
  ): Promise<{
    authorId: string;
    snapshot: string;
    context: string | null;
  }>;
  remove?(targetId: string, tx: Tx): Promise<(() => Promise<void>) | void | undefined>;
};

const SNAPSHOT_MAX = 4000;

const toFiled = (row: ReportRow): FiledReport => ({
  _id: row.id,
  kind: row.kind as ReportKind,
  targetId: row.targetId,
  reason: row.reason as ReportReason,
  status: row.status as ReportStatus,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Reports (ADR 029): members and owners report what they can see; platform administrators read
 * the queue and close reports (through the admin module, which checks the role and audits).
 */
export function createReportsService({
  db,
  mailer,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}) {
  const repo = createReportsRepository(db);
  const targets = new Map<ReportKind, ReportTarget>();

  function target(kind: ReportKind) {
    const found = targets.get(kind);
    if (!found) throw notFound();
    return found;
  }

  return {
    registerTarget(kind: ReportKind, handler: ReportTarget) {
      targets.set(kind, handler);
    },

    /** Files my report on an item I can see: 404 if I cannot, 409 if I have one open on it. */
    async file(me: string, body: CreateReportBody): Promise<FiledReport> {
      const item = await target(body.kind).find(me, body.targetId);
      if (item.authorId === me)
        throw badRequest('VALIDATION_ERROR', { targetId: 'You cannot report your own content' });
      const created = await repo.insert({
        reporterId: me,
        kind: body.kind,
        targetId: body.targetId,
        authorId: item.authorId,
        reason: body.reason,
        details: body.details ?? null,
        snapshot: item.snapshot.slice(0, SNAPSHOT_MAX),
        context: item.context?.slice(0, 300) ?? null,
      });
      if (!created) throw conflict('REPORT_EXISTS');
      return toFiled(created);
    },

    /** The administrators' queue (the admin module checks the role first). */
    async queue(query: AdminReportsQuery & Page): Promise<ListResponse<AdminReport>> {
      const { rows, totalRows } = await repo.list({
        page: query.page,
        offset: query.offset,
        kind: query.kind,
        status: query.status ?? 'open',
      });
      const ids = new Set<string>();
      for (const { report } of rows) {
        ids.add(report.reporterId);
        ids.add(report.authorId);
        if (report.resolvedBy) ids.add(report.resolvedBy);
      }
      const people = new Map((await repo.people([...ids])).map((p) => [p.id, p]));
      const person = (id: string) => {
        const p = people.get(id)!;
        return { _id: p.id, email: p.email, firstName: p.firstName, lastName: p.lastName };
      };
      const list = rows.map(({ report, openOnItem }): AdminReport => {
        const author = people.get(report.authorId)!;
        return {
          _id: report.id,
          kind: report.kind as ReportKind,
          targetId: report.targetId,
          reason: report.reason as ReportReason,
          details: report.details,
          snapshot: report.snapshot,
          context: report.context,
          reporter: person(report.reporterId),
          author: { ...person(report.authorId), status: author.status },
          status: report.status as ReportStatus,
          sameItemOpen: Math.max(0, openOnItem - (report.status === 'open' ? 1 : 0)),
          removable: Boolean(targets.get(report.kind as ReportKind)?.remove),
          resolvedAt: report.resolvedAt?.toISOString() ?? null,
          resolvedBy:
            report.resolvedBy && people.has(report.resolvedBy) ? person(report.resolvedBy) : null,
          createdAt: report.createdAt.toISOString(),
        };
      });
      return toListResponse(list, totalRows, query);
    },

    /** One report with its author's account, for an administrator's action; 404 if unknown. */
    async find(reportId: string) {
      const row = await repo.findById(reportId);
      if (!row) throw notFound();
      const [author] = await repo.people([row.authorId]);
      return {
        id: row.id,
        kind: row.kind as ReportKind,
        targetId: row.targetId,
        authorId: row.authorId,
        authorEmail: author?.email ?? '',
        reason: row.reason as ReportReason,
        snapshot: row.snapshot,
        status: row.status as ReportStatus,
        removable: Boolean(targets.get(row.kind as ReportKind)?.remove),
      };
    },

    /**
     * Closes the report and every other open report on the same item with the outcome, in the
     * administrator's transaction, and mails each reporter (a durable job of that transaction).
     * 409 REPORT_CLOSED when another administrator closed it first.
     */
    async close(
      tx: Tx,
      report: { id: string; kind: ReportKind; targetId: string },
      outcome: { status: Exclude<ReportStatus, 'open'>; adminId: string },
    ) {
      const closed = await createReportsRepository(tx).close(tx, report, outcome);
      if (!closed.some((row) => row.id === report.id)) throw conflict('REPORT_CLOSED');
      const reporters = await createReportsRepository(tx).people(
        closed.map((row) => row.reporterId),
      );
      for (const reporter of reporters)
        if (reporter.status === 'active')
          await mailer.send(
            reportResolvedMail(reporter.email, reporter.firstName, outcome.status, publicUrl),
          );
      return closed.length;
    },

    /** Removes the reported item through its owning module; what to run once the caller commits. */
    async removeTarget(tx: Tx, report: { kind: ReportKind; targetId: string }) {
      const remove = target(report.kind).remove;
      if (!remove) throw badRequest('REPORT_ACTION_UNAVAILABLE');
      return (await remove(report.targetId, tx)) ?? undefined;
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
