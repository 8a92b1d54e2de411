import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { meetingNotes, meetingOptions, meetings } from './meetings.tables.js';

/**
 * The member's one-to-ones (both members see a meeting in full) and their private notes on them
 * (ADR 024, 028). Erased: their notes go; their open meetings are cancelled (the other member
 * sees it called off, shown with "A former member"); the message they wrote with a proposal
 * goes; the meetings stay with the other member.
 */
export function createMeetingsOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          id: meetings.id,
          proposerId: meetings.proposerId,
          inviteeId: meetings.inviteeId,
          status: meetings.status,
          message: meetings.message,
          bookingUrl: meetings.bookingUrl,
          agreedStartsAt: meetings.agreedStartsAt,
          agreedDurationMinutes: meetings.agreedDurationMinutes,
          agreedLocation: meetings.agreedLocation,
          createdAt: meetings.createdAt,
          updatedAt: meetings.updatedAt,
        })
        .from(meetings)
        .where(or(eq(meetings.proposerId, userId), eq(meetings.inviteeId, userId)))
        .orderBy(meetings.createdAt);
      const options = rows.length
        ? await tx
            .select({
              meetingId: meetingOptions.meetingId,
              round: meetingOptions.round,
              startsAt: meetingOptions.startsAt,
              durationMinutes: meetingOptions.durationMinutes,
              location: meetingOptions.location,
            })
            .from(meetingOptions)
            .where(
              inArray(
                meetingOptions.meetingId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(meetingOptions.meetingId, meetingOptions.round, meetingOptions.startsAt)
        : [];
      const notes = await tx
        .select({
          meetingId: meetingNotes.meetingId,
          content: meetingNotes.content,
          nextStep: meetingNotes.nextStep,
          updatedAt: meetingNotes.updatedAt,
        })
        .from(meetingNotes)
        .where(eq(meetingNotes.userId, userId));
      return [
        { name: 'meetings', rows, csv: true },
        { name: 'meeting-times', rows: options, csv: true },
        { name: 'meeting-notes', rows: notes, csv: true },
      ];
    },
    async eraseFor(userId, tx) {
      await tx.delete(meetingNotes).where(eq(meetingNotes.userId, userId));
      const mine = or(eq(meetings.proposerId, userId), eq(meetings.inviteeId, userId));
      await tx
        .update(meetings)
        .set({ status: 'cancelled', awaitingId: null, updatedAt: new Date() })
        .where(and(mine, inArray(meetings.status, ['proposed', 'accepted'])));
      await tx.update(meetings).set({ message: null }).where(eq(meetings.proposerId, userId));
    },
  };
}
