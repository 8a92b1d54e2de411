/**
 * iCalendar (RFC 5545) files for one event: the one-to-one meetings' invitations (RFC 5546
 * METHOD:REQUEST / CANCEL) and event tickets' "Add to calendar" (METHOD:PUBLISH). Written by hand
 * (ADR 028): a single VEVENT needs a few properties, and the two rules libraries get wrong are kept
 * here and tested — TEXT escaping (§3.3.11) and folding at 75 octets without splitting a UTF-8
 * character (§3.1). Times are written in UTC, so no VTIMEZONE is needed.
 */

export type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  /** Stable for the event's whole life: calendars match updates and cancellations by it. */
  uid: string;
  /** Grows with every change; a calendar ignores a message older than the one it holds. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  organizer?: IcsPerson;
  attendees?: Array<IcsPerson & { accepted?: boolean }>;
  /** When the file is made (DTSTAMP). */
  stamp?: Date;
};

const CRLF = '\r\n';
/** Drops control characters (tab kept when `keepTab`): TEXT and parameters may not hold them. */
const withoutControls = (value: string, keepTab = true) =>
  [...value]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return !(code < 0x20 || code === 0x7f) || (keepTab && code === 0x09);
    })
    .join('');
const encoder = new TextEncoder();

/** TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  // Line breaks become \n; other control characters are not allowed in TEXT: dropped.
  return withoutControls(
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );
}

/** A parameter value (CN=…): quoted, without the characters a quoted-string may not hold. */
function paramValue(value: string): string {
  return `"${withoutControls(value.replace(/"/g, ''), false)}"`;
}

/** UTC DATE-TIME: 20261130T093000Z. */
export function formatDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 §3.1): each continuation starts
 * with one space, and a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuations 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const mailto = (email: string) => `mailto:${email.replace(/[\r\n]/g, '')}`;

/** One VCALENDAR holding one VEVENT, CRLF line ends, folded. */
export function buildIcs(event: IcsEvent): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Net Hub//Net Hub//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatDateTime(event.stamp ?? new Date())}`,
    `DTSTART:${formatDateTime(event.start)}`,
    `DTEND:${formatDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url && /^https?:\/\/[^\s]+$/.test(event.url)) lines.push(`URL:${event.url}`);
  if (event.organizer)
    lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`);
  for (const attendee of event.attendees ?? []) {
    const partstat = attendee.accepted ? 'ACCEPTED' : 'NEEDS-ACTION';
    lines.push(
      `ATTENDEE;CN=${paramValue(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${partstat}:${mailto(attendee.email)}`,
    );
  }
  lines.push(`STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`);
  lines.push('TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
