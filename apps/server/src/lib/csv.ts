import type { FastifyReply } from 'fastify';
import { MAX_PAGE_SIZE } from '@nethub/contract';

export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null };

/** The most rows one export holds (a list beyond it is cut, and says so in its last line). */
export const CSV_MAX_ROWS = 50_000;

/**
 * One field. Quoted when it holds a separator, quote or line break; a leading = + - @ (or tab,
 * carriage return) is escaped with a quote so a spreadsheet never runs it as a formula.
 */
function field(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (fields: Array<string | number | null>) => `${fields.map(field).join(',')}\r\n`;

/** RFC 4180 text with a byte-order mark, so spreadsheets read it as UTF-8. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[], cut = false): string {
  const body = rows.map((row) => line(columns.map((column) => column.value(row)))).join('');
  const note = cut ? line([`(first ${CSV_MAX_ROWS} rows only)`]) : '';
  return `\uFEFF${line(columns.map((column) => column.header))}${body}${note}`;
}

/** Every row of a paged list, read a page of MAX_PAGE_SIZE at a time, up to CSV_MAX_ROWS. */
export async function everyRow<T>(
  pageOf: (query: { page: number; offset: number }) => Promise<{ rows: T[]; totalPages: number }>,
) {
  const rows: T[] = [];
  for (let page = 1; rows.length < CSV_MAX_ROWS; page += 1) {
    const answer = await pageOf({ page, offset: MAX_PAGE_SIZE });
    rows.push(...answer.rows);
    if (page >= answer.totalPages || answer.rows.length === 0) return { rows, cut: false };
  }
  return { rows: rows.slice(0, CSV_MAX_ROWS), cut: true };
}

/** Sends a list as a CSV download named `fileName` (date-stamped by the caller). */
export async function sendCsv<T>(
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<T>[],
  pageOf: Parameters<typeof everyRow<T>>[0],
) {
  const { rows, cut } = await everyRow(pageOf);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(toCsv(columns, rows, cut));
}

/** `name-2026-11-28.csv`. */
export const csvName = (name: string, now = new Date()) =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;
