import { strToU8, zipSync, type Zippable } from 'fflate';
import type { OwnDataSection } from '../../lib/own-data.js';

const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // Quoted when needed; a leading =, +, - or @ is defused so a spreadsheet never runs it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** RFC 4180 CSV of flat rows, the columns of the first row (and any later ones) as the header. */
export function toCsv(rows: Array<Record<string, unknown>>): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name that is safe inside an archive: no folders, no control characters. */
export const safeFileName = (name: string) =>
  Array.from(name, (c) =>
    c.charCodeAt(0) < 0x20 || c === '\x7f' || '/\\:*?"<>|'.includes(c) ? '_' : c,
  )
    .join('')
    .slice(0, 120) || 'file';

/**
 * The member's data as a ZIP: a README, each section as JSON (and CSV where it is flat rows),
 * and their uploaded files under `files/`.
 */
export function buildArchive(
  sections: OwnDataSection[],
  files: Array<{ path: string; bytes: Uint8Array }>,
  readme: string,
): Uint8Array {
  const entries: Zippable = { 'README.txt': strToU8(readme) };
  for (const section of sections) {
    entries[`${section.name}.json`] = strToU8(JSON.stringify(section.rows, null, 2));
    if (section.csv) entries[`${section.name}.csv`] = strToU8(toCsv(section.rows));
  }
  // Stored as they are: uploads are mostly compressed already (images, PDFs).
  for (const file of files) entries[`files/${file.path}`] = [file.bytes, { level: 0 }];
  return zipSync(entries, { level: 6, mtime: new Date() });
}
