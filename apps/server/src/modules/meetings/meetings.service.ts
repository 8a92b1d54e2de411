import {
  FORMER_MEMBER_NAME,
  type CounterMeetingBody,
  type Meeting,
  type MeetingNoteBody,
  type MeetingOptionInput,
  type ProposeMeetingBody,
} from '@nethub/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { DomainEvents, EventBus } from '../../lib/events.js';
import { buildIcs } from '../../lib/ics.js';
import { toListResponse } from '../../lib/pagination.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { meetingInvitationMail } from '../mail/mail.templates.js';
import type { Mailer } from '../mail/mailer.js';
import type { MemberCards } from '../members/member-cards.js';
import { createUsersService } from '../users/users.service.js';
import {
  createMeetingsRepository,
  type MeetingOptionRow,
  type MeetingRow,
  type NewOption,
} from './meetings.repository.js';

/** Reminders before an accepted meeting; each is a queued job that checks it still applies. */
export const MEETING_REMINDERS = [
  { before: '24h', ms: 24 * 3600_000 },
  { before: '1h', ms: 3600_000 },
] as const;
type ReminderJob = { meetingId: string; sequence: number; before: '24h' | '1h' };

const MINUTE = 60_000;
const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const other = (row: MeetingRow, me: string) =>
  row.proposerId === me ? row.inviteeId : row.proposerId;

export type MeetingsDeps = {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  jobs: JobQueue;
  publicUrl: string;
  memberCards: MemberCards;
  isConnected: (a: string, b: string) => Promise<boolean>;
  /** The member's booking link (their profile's meeting link), if they have one. */
  bookingLinkOf: (userId: string) => Promise<string | null>;
  now?: () => Date;
};

/**
 * One-to-one meetings (ADR 028). The state machine: `proposed` (the times on the table await
 * `awaiting_id`) → `accepted` (one option agreed) | `declined` | `cancelled`; whoever awaits may
 * answer with other times (a new round, the turn passes); an accepted meeting may get new times
 * (back to proposed) or be cancelled by either member. Every change the calendars must follow
 * raises `sequence`.
 */
export function createMeetingsService(deps: MeetingsDeps) {
  const { db, events, mailer, jobs, publicUrl, memberCards } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createMeetingsRepository(db);
  const users = createUsersService(db);
  const meetingsUrl = new URL('/meetings', publicUrl).toString();
  const host = new URL(publicUrl).hostname || 'nethub';

  /** Options in the future, not twice the same start; a field-level 400 otherwise. */
  function checkOptions(options: MeetingOptionInput[]): NewOption[] {
    const at = now().getTime();
    const seen = new Set<number>();
    const problems: Array<{ field: string; message: string }> = [];
    const parsed = options.map((option, index) => {
      const startsAt = new Date(option.startsAt);
      if (startsAt.getTime() <= at)
        problems.push({
          field: `body.options.${index}.startsAt`,
          message: 'Choose a time in the future',
        });
      if (seen.has(startsAt.getTime()))
        problems.push({
          field: `body.options.${index}.startsAt`,
          message: 'This time is offered twice',
        });
      seen.add(startsAt.getTime());
      return { startsAt, durationMinutes: option.durationMinutes, location: option.location };
    });
    if (problems.length) throw badRequest('VALIDATION_ERROR', problems);
    return parsed;
  }

  const latestEnd = (options: NewOption[]) =>
    options.length
      ? new Date(Math.max(...options.map((o) => endOf(o.startsAt, o.durationMinutes).getTime())))
      : null;

  async function announce(payload: DomainEvents['meeting.changed']) {
    await events.emit('meeting.changed', payload);
  }

  const changed = (
    row: MeetingRow,
    kind: DomainEvents['meeting.changed']['kind'],
    actorId: string,
  ): DomainEvents['meeting.changed'] => ({
    meetingId: row.id,
    kind,
    actorId,
    recipientIds: [other(row, actorId)],
    memberIds: [row.proposerId, row.inviteeId],
    startsAt: row.agreedStartsAt?.toISOString() ?? null,
  });

  /** The calendar file of a meeting with an agreed time: REQUEST while on, CANCEL once off. */
  async function icsOf(row: MeetingRow, tx: DbOrTx = db) {
    if (!row.agreedStartsAt || !row.agreedDurationMinutes)
      throw conflict('MEETING_STATE', { reason: 'No time is agreed yet' });
    const proposer = await users.findById(row.proposerId, tx);
    const invitee = await users.findById(row.inviteeId, tx);
    const person = (u: typeof proposer) => ({
      name: u && u.status !== 'deleted' ? `${u.firstName} ${u.lastName}` : FORMER_MEMBER_NAME,
      email: u?.email ?? 'former-member@deleted.invalid',
    });
    const organizer = person(proposer);
    const attendee = person(invitee);
    const cancelled = row.status === 'cancelled';
    return buildIcs({
      uid: `meeting-${row.id}@${host}`,
      sequence: row.sequence,
      method: cancelled ? 'CANCEL' : 'REQUEST',
      start: row.agreedStartsAt,
      end: endOf(row.agreedStartsAt, row.agreedDurationMinutes),
      summary: `One-to-one: ${organizer.name} and ${attendee.name}`,
      description: [row.message, `Net Hub: ${meetingsUrl}`].filter(Boolean).join('\n\n'),
      location: row.agreedLocation,
      url: meetingsUrl,
      organizer,
      attendees: [
        { ...organizer, accepted: true },
        { ...attendee, accepted: true },
      ],
    });
  }

  /** Both members' invitations (or cancellations), written with the change. */
  async function mailInvitations(tx: DbOrTx, row: MeetingRow) {
    const ics = await icsOf(row, tx);
    const proposer = await users.findById(row.proposerId, tx);
    const invitee = await users.findById(row.inviteeId, tx);
    if (!proposer || !invitee) return;
    for (const [me, them] of [
      [proposer, invitee],
      [invitee, proposer],
    ] as const) {
      if (me.status !== 'active') continue;
      await mailer.send(
        meetingInvitationMail(me.email, me.firstName, {
          otherName: `${them.firstName} ${them.lastName}`,
          startsAt: row.agreedStartsAt!,
          location: row.agreedLocation ?? '',
          cancelled: row.status === 'cancelled',
          url: meetingsUrl,
          ics,
        }),
      );
    }
  }

  /** Reminder jobs for the agreed time; each carries the sequence it was written for. */
  async function scheduleReminders(tx: DbOrTx, row: MeetingRow) {
    if (!row.agreedStartsAt) return;
    for (const { before, ms } of MEETING_REMINDERS) {
      const runAt = new Date(row.agreedStartsAt.getTime() - ms);
      if (runAt.getTime() <= now().getTime()) continue;
      await jobs.enqueueAt<ReminderJob>(
        'meeting-reminder',
        { meetingId: row.id, sequence: row.sequence, before },
        runAt,
        tx,
      );
    }
  }

  /** A reminder job: told only while the meeting stands, at the time it was written for. */
  async function remind({ meetingId, sequence, before }: ReminderJob) {
    const row = await repo.find(meetingId);
    // Moved (a later sequence has its own reminders), cancelled, or gone: nothing to remind of.
    if (!row || row.status !== 'accepted' || row.sequence !== sequence || !row.agreedStartsAt)
      return;
    if (row.agreedStartsAt.getTime() <= now().getTime()) return;
    await announce({
      meetingId,
      kind: 'reminder',
      actorId: null,
      recipientIds: [row.proposerId, row.inviteeId],
      memberIds: [row.proposerId, row.inviteeId],
      startsAt: row.agreedStartsAt.toISOString(),
      before,
    });
  }
  jobs.define<ReminderJob>('meeting-reminder', remind);

  const toOption = (o: MeetingOptionRow) => ({
    _id: o.id,
    startsAt: o.startsAt.toISOString(),
    endsAt: endOf(o.startsAt, o.durationMinutes).toISOString(),
    durationMinutes: o.durationMinutes,
    location: o.location,
  });

  async function present(me: string, rows: MeetingRow[]): Promise<Meeting[]> {
    const [cards, options, notes] = await Promise.all([
      memberCards.byIds(rows.map((row) => other(row, me))),
      repo.currentOptions(rows),
      repo.notesOf(
        me,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => {
      const otherId = other(row, me);
      const card = cards.get(otherId);
      const note = notes.find((n) => n.meetingId === row.id);
      return {
        _id: row.id,
        status: row.status,
        proposedByMe: row.proposerId === me,
        awaitingMe: row.status === 'proposed' && row.awaitingId === me,
        other: {
          _id: otherId,
          firstName: card?.firstName ?? 'A former',
          lastName: card?.lastName ?? 'member',
          avatarUrl: card?.avatarUrl ?? null,
        },
        message: row.message,
        bookingUrl: row.bookingUrl,
        options:
          row.status === 'proposed'
            ? options.filter((o) => o.meetingId === row.id).map(toOption)
            : [],
        optionsFromMe: row.optionsById === me,
        agreed:
          row.agreedStartsAt && row.agreedDurationMinutes
            ? {
                _id: row.id,
                startsAt: row.agreedStartsAt.toISOString(),
                endsAt: endOf(row.agreedStartsAt, row.agreedDurationMinutes).toISOString(),
                durationMinutes: row.agreedDurationMinutes,
                location: row.agreedLocation ?? '',
              }
            : null,
        sequence: row.sequence,
        note: note
          ? {
              content: note.content,
              nextStep: note.nextStep,
              updatedAt: note.updatedAt.toISOString(),
            }
          : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function one(me: string, id: string) {
    const row = await repo.findFor(me, id);
    if (!row) throw notFound();
    return (await present(me, [row]))[0]!;
  }

  /** Locks the caller's meeting for a change; 404 when it is not theirs. */
  async function locked(tx: DbOrTx, me: string, id: string) {
    const row = await repo.lockFor(tx, me, id);
    if (!row) throw notFound();
    return row;
  }

  const notYourTurn = () => conflict('MEETING_STATE', { reason: 'It is not yours to answer' });

  return {
    get: one,
    remind,

    async list(me: string, query: { scope: 'upcoming' | 'past'; page: number; offset: number }) {
      const { rows, total } = await repo.list(me, query, now());
      return toListResponse(await present(me, rows), total, query);
    },

    async propose(me: string, body: ProposeMeetingBody & { options: MeetingOptionInput[] }) {
      if (body.withUserId === me)
        throw badRequest('VALIDATION_ERROR', [
          { field: 'body.withUserId', message: 'You cannot meet yourself' },
        ]);
      if (!(await deps.isConnected(me, body.withUserId))) throw forbidden('MEETING_NOT_CONNECTED');
      const options = checkOptions(body.options);
      const bookingUrl = body.includeBookingLink ? await deps.bookingLinkOf(me) : null;
      if (body.includeBookingLink && !bookingUrl) throw badRequest('NO_BOOKING_LINK');
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(
          tx,
          {
            proposerId: me,
            inviteeId: body.withUserId,
            optionsById: me,
            awaitingId: body.withUserId,
            message: body.message ?? null,
            bookingUrl,
            endsAt: latestEnd(options),
          },
          options,
        );
        await announce(changed(created, 'proposed', me));
        return created;
      });
      return one(me, row.id);
    },

    async accept(me: string, id: string, optionId: string) {
      await db.transaction(async (tx) => {
        const row = await locked(tx, me, id);
        if (row.status !== 'proposed' || row.awaitingId !== me) throw notYourTurn();
        const option = (await repo.optionsOf(id, row.round, tx)).find((o) => o.id === optionId);
        if (!option) throw conflict('MEETING_STATE', { reason: 'That time is no longer offered' });
        const updated = await repo.update(tx, id, {
          status: 'accepted',
          awaitingId: null,
          agreedStartsAt: option.startsAt,
          agreedDurationMinutes: option.durationMinutes,
          agreedLocation: option.location,
          endsAt: endOf(option.startsAt, option.durationMinutes),
          sequence: row.sequence + 1,
        });
        await scheduleReminders(tx, updated);
        await mailInvitations(tx, updated);
        await announce(changed(updated, 'accepted', me));
      });
      return one(me, id);
    },

    async decline(me: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await locked(tx, me, id);
        if (row.status !== 'proposed' || row.awaitingId !== me) throw notYourTurn();
        const updated = await repo.update(tx, id, { status: 'declined', awaitingId: null });
        await announce(changed(updated, 'declined', me));
      });
      return one(me, id);
    },

    /**
     * Other times: by the member whose turn it is, or by either member once accepted (the
     * meeting moves; calendars keep the old time until the new one is accepted or it is
     * cancelled, and the old reminders no longer apply).
     */
    async counter(
      me: string,
      id: string,
      body: CounterMeetingBody & { options: MeetingOptionInput[] },
    ) {
      const options = checkOptions(body.options);
      await db.transaction(async (tx) => {
        const row = await locked(tx, me, id);
        const myTurn = row.status === 'proposed' && row.awaitingId === me;
        if (!myTurn && row.status !== 'accepted') throw notYourTurn();
        const round = row.round + 1;
        await repo.addOptions(tx, id, round, options);
        const updated = await repo.update(tx, id, {
          status: 'proposed',
          round,
          optionsById: me,
          awaitingId: other(row, me),
          endsAt: latestEnd(options),
          sequence: row.status === 'accepted' ? row.sequence + 1 : row.sequence,
          ...(body.message ? { message: body.message } : {}),
        });
        await announce(changed(updated, 'new_times', me));
      });
      return one(me, id);
    },

    async cancel(me: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await locked(tx, me, id);
        if (row.status !== 'proposed' && row.status !== 'accepted')
          throw conflict('MEETING_STATE', { reason: 'The meeting is already closed' });
        const updated = await repo.update(tx, id, {
          status: 'cancelled',
          awaitingId: null,
          sequence: row.sequence + 1,
        });
        // Calendars that hold it (it was accepted once) are told to drop it.
        if (updated.agreedStartsAt) await mailInvitations(tx, updated);
        await announce(changed(updated, 'cancelled', me));
      });
      return one(me, id);
    },

    /** The caller's private "how did it go / next step" on an accepted meeting; empty clears it. */
    async saveNote(me: string, id: string, body: Required<MeetingNoteBody>) {
      const row = await repo.findFor(me, id);
      if (!row) throw notFound();
      if (row.status !== 'accepted')
        throw conflict('MEETING_STATE', { reason: 'Notes are for meetings that took place' });
      if (!body.content && !body.nextStep) await repo.removeNote(id, me);
      else await repo.saveNote(id, me, body.content, body.nextStep);
      return one(me, id);
    },

    /** The "Add to calendar" file of the caller's meeting. */
    async calendar(me: string, id: string) {
      const row = await repo.findFor(me, id);
      if (!row) throw notFound();
      return icsOf(row);
    },
  };
}
export type MeetingsService = ReturnType<typeof createMeetingsService>;
