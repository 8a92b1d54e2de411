import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, formatDateTime } from './ics.js';

describe('iCalendar files (RFC 5545)', () => {
  it('escapes TEXT: backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('writes UTC date-times', () => {
    expect(formatDateTime(new Date('2026-11-30T09:30:00.000Z'))).toBe('20261130T093000Z');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    parts.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    // Unfolding (remove CRLF + one space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes one VEVENT with CRLF line ends, organizer and attendees', () => {
    const ics = buildIcs({
      uid: 'meeting-1@nethub',
      sequence: 2,
      method: 'REQUEST',
      start: new Date('2026-11-30T09:30:00Z'),
      end: new Date('2026-11-30T10:00:00Z'),
      summary: 'One-to-one: Ava, Ben',
      location: 'Café "Nero", Deansgate; table 4',
      organizer: { name: 'Ava "A" Thompson', email: 'ava@nethub.demo' },
      attendees: [{ name: 'Ben Okafor', email: 'ben@nethub.demo', accepted: true }],
      stamp: new Date('2026-11-28T12:00:00Z'),
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('METHOD:REQUEST\r\n');
    expect(unfolded).toContain('UID:meeting-1@nethub\r\n');
    expect(unfolded).toContain('SEQUENCE:2\r\n');
    expect(unfolded).toContain('DTSTART:20261130T093000Z\r\n');
    expect(unfolded).toContain('DTEND:20261130T100000Z\r\n');
    expect(unfolded).toContain('SUMMARY:One-to-one: Ava\\, Ben\r\n');
    expect(unfolded).toContain('LOCATION:Café "Nero"\\, Deansgate\\; table 4\r\n');
    expect(unfolded).toContain('ORGANIZER;CN="Ava A Thompson":mailto:ava@nethub.demo\r\n');
    expect(unfolded).toContain('PARTSTAT=ACCEPTED:mailto:ben@nethub.demo\r\n');
    expect(unfolded).toContain('STATUS:CONFIRMED');
  });

  it('marks a cancellation', () => {
    const ics = buildIcs({
      uid: 'x@nethub',
      sequence: 3,
      method: 'CANCEL',
      start: new Date('2026-11-30T09:30:00Z'),
      end: new Date('2026-11-30T10:00:00Z'),
      summary: 'x',
    });
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
  });
});
