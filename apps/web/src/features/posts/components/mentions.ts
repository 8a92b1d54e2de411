import { MENTIONS_MAX } from '@nethub/contract/constants';
import type { Mention } from '@nethub/contract';

/** How a mention reads in the text: "@Ava Thompson". */
export const mentionLabel = (member: Pick<Mention, 'firstName' | 'lastName'>) =>
  `@${member.firstName} ${member.lastName}`;

export type MentionSegment = { text: string; mention?: Mention };

/**
 * The text cut into plain runs and the mentions the server stored for it, found by their label
 * (the longest first, so "@Ava Thompson" wins over a member named "@Ava Thom"). Nothing in the
 * text becomes markup: a run is only ever text, a mention only ever a link built from `mentions`.
 */
export function splitMentions(text: string, mentions: Mention[]): MentionSegment[] {
  const labelled = mentions
    .map((member) => ({ member, label: mentionLabel(member) }))
    .sort((a, b) => b.label.length - a.label.length);
  const segments: MentionSegment[] = [];
  let plain = '';
  let at = 0;
  while (at < text.length) {
    const found = text[at] === '@' && labelled.find(({ label }) => text.startsWith(label, at));
    if (found) {
      if (plain) segments.push({ text: plain });
      plain = '';
      segments.push({ text: found.label, mention: found.member });
      at += found.label.length;
    } else {
      plain += text[at];
      at += 1;
    }
  }
  if (plain) segments.push({ text: plain });
  return segments;
}

/** Letters, digits, apostrophes and hyphens, and one space inside a name ("Ava Th"). */
const QUERY_AT_CARET = /(?:^|\s)@([\p{L}\p{N}'-]{0,30}(?: [\p{L}\p{N}'-]{0,30})?)$/u;

/** The `@` + letters being typed just before the caret: where it starts and what it asks. */
export function mentionQueryAt(text: string, caret: number) {
  const match = QUERY_AT_CARET.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

/**
 * The members of `mentions` the text still names, in the order first named, at most
 * MENTIONS_MAX: a mention deleted from the text is not sent. Read as the post will show them,
 * so "@Ann Lee" is not found inside "@Ann Leeds".
 */
export function mentionIdsIn(text: string, mentions: Mention[]): string[] {
  const named = splitMentions(text, mentions).flatMap((segment) =>
    segment.mention ? [segment.mention._id] : [],
  );
  return [...new Set(named)].slice(0, MENTIONS_MAX);
}
