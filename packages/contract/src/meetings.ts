import { z } from 'zod';
import { listQuery, listResponse, optionalText } from './common.js';

/**
 * One-to-one meetings between connected members (issue 21, item 2; ADR 028). A member proposes
 * one to three times (each with a duration and a place or video link), and may add their booking
 * link; the other accepts one, declines, or proposes other times (a counter-proposal), after which
 * it is the first member's turn. Either may cancel. Once accepted both get a calendar invitation
 * (METHOD:REQUEST; same UID for the meeting's life, SEQUENCE up on every change) by e-mail and as
 * an "Add to calendar" download, and reminders 24 h and 1 h before.
 */
export const MEETING_STATUSES = ['proposed', 'accepted', 'declined', 'cancelled'] as const;
export const meetingStatus = z.enum(MEETING_STATUSES);
export type MeetingStatus = z.infer<typeof meetingStatus>;

export const MEETING_MAX_OPTIONS = 3;
export const MEETING_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

export const meetingOptionInput = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int().min(15).max(480),
  /** A place ("Albert's Café, Deansgate") or a video link. */
  location: z.string().trim().min(1).max(300),
});
export type MeetingOptionInput = z.input<typeof meetingOptionInput>;

/** POST /meetings: times, or the proposer's booking link (their profile's meeting link), or both. */
export const proposeMeetingBody = z
  .object({
    withUserId: z.uuid(),
    options: z.array(meetingOptionInput).max(MEETING_MAX_OPTIONS).default([]),
    includeBookingLink: z.boolean().default(false),
    message: optionalText(1000),
  })
  .refine((body) => body.options.length > 0 || body.includeBookingLink, {
    path: ['options'],
    message: 'Offer at least one time, or your booking link',
  });
export type ProposeMeetingBody = z.input<typeof proposeMeetingBody>;

/** POST /meetings/{id}/counter: other times, by the member whose turn it is. */
export const counterMeetingBody = z.object({
  options: z.array(meetingOptionInput).min(1).max(MEETING_MAX_OPTIONS),
  message: optionalText(1000),
});
export type CounterMeetingBody = z.input<typeof counterMeetingBody>;

export const acceptMeetingBody = z.object({ optionId: z.uuid() });

/** PUT /meetings/{id}/note: "how did it go / next step", private to its writer. */
export const meetingNoteBody = z.object({
  content: z.string().trim().max(2000).default(''),
  nextStep: z.string().trim().max(500).default(''),
});
export type MeetingNoteBody = z.input<typeof meetingNoteBody>;

export const meetingOption = z.object({
  _id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string(),
});
export type MeetingOption = z.infer<typeof meetingOption>;

export const meeting = z.object({
  _id: z.uuid(),
  status: meetingStatus,
  /** Whether the caller proposed it. */
  proposedByMe: z.boolean(),
  /** While proposed: whether the caller is the one to answer the current times. */
  awaitingMe: z.boolean(),
  other: z.object({
    _id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  message: z.string().nullable(),
  /** The booking link offered with the proposal (the proposer's profile meeting link). */
  bookingUrl: z.string().nullable(),
  /** The times on the table (the latest proposal or counter-proposal). */
  options: z.array(meetingOption),
  /** Whether the current times were offered by the caller. */
  optionsFromMe: z.boolean(),
  /** The time agreed (accepted, or cancelled after being accepted). */
  agreed: meetingOption.nullable(),
  /** Calendar SEQUENCE: grows with every change the calendars must follow. */
  sequence: z.number().int(),
  /** The caller's own note (nobody else sees it). */
  note: z.object({ content: z.string(), nextStep: z.string(), updatedAt: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Meeting = z.infer<typeof meeting>;

/** GET /meetings: `upcoming` (proposed, or accepted and not over) or `past`. */
export const meetingListQuery = listQuery.pick({ page: true, offset: true }).extend({
  scope: z.enum(['upcoming', 'past']).default('upcoming'),
});
export type MeetingListQuery = z.input<typeof meetingListQuery>;
export const meetingList = listResponse(meeting);
export type MeetingList = z.infer<typeof meetingList>;

/** An iCalendar (RFC 5545) file. */
export const calendarFile = z.string().describe('iCalendar text (RFC 5545), text/calendar');
