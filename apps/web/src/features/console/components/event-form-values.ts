import { EVENT_TITLE_MAX } from '@nethub/contract/constants';
import {
  createEventBody,
  updateEventBody,
  type CreateEventBody,
  type Currency,
  type EventCard,
  type UpdateEventBody,
} from '@nethub/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { z } from 'zod';

// As @/lib/format does (extending twice is harmless): times are read in the member's zone.
dayjs.extend(utc);
dayjs.extend(timezone);

export const EVENT_PRICE_MAX = 100_000;
export const EVENT_CAPACITY_MAX = 100_000;

export type EventFormValues = {
  groupId: string;
  title: string;
  description: string;
  venue: string;
  /** 'YYYY-MM-DD', or null before a day is chosen. */
  startDate: string | null;
  /** 'HH:mm' */
  startTime: string;
  endDate: string | null;
  endTime: string;
  /** '' while the field is empty; 0 for a free event. */
  price: number | string;
  currency: Currency;
  /** '' for no seat limit. */
  capacity: number | string;
  active: boolean;
};

const TIME = /^\d{2}:\d{2}$/;
const { shape } = createEventBody;

/** The wall-clock time `date` `time` in `timeZone` (the browser's own when undefined), with its offset. */
export function toInstant(date: string, time: string, timeZone: string | undefined) {
  const local = `${date}T${time}`;
  return (timeZone ? dayjs.tz(local, timeZone) : dayjs(local)).format();
}

/** An instant as the day and time the form edits, in `timeZone`. */
export function fromInstant(iso: string, timeZone: string | undefined) {
  const moment = timeZone ? dayjs(iso).tz(timeZone) : dayjs(iso);
  return { date: moment.format('YYYY-MM-DD'), time: moment.format('HH:mm') };
}

/** The form's rules: the contract's, worded, plus a start, and an end (if any) after it. */
export const eventForm = (timeZone: string | undefined) =>
  z
    .object({
      groupId: z.string().min(1, 'Please choose a group'),
      title: z.string().trim().min(1, 'Please enter a title').max(EVENT_TITLE_MAX),
      description: shape.description,
      venue: shape.venue,
      startDate: z.string({ error: 'Please choose the day' }).min(1, 'Please choose the day'),
      startTime: z.string().regex(TIME, 'Please enter the time'),
      endDate: z.string().nullable(),
      endTime: z.string(),
      price: z
        .number({ error: 'Please enter a price (0 for a free event)' })
        .min(0, 'The price cannot be negative')
        .max(EVENT_PRICE_MAX, `The price is at most ${EVENT_PRICE_MAX.toLocaleString('en-GB')}`)
        .multipleOf(0.01, 'Use at most two decimals'),
      currency: shape.currency,
      capacity: z.union([
        z.literal(''),
        z
          .number()
          .int('Enter a whole number of seats')
          .min(1, 'At least 1 seat')
          .max(EVENT_CAPACITY_MAX, `At most ${EVENT_CAPACITY_MAX.toLocaleString('en-GB')} seats`),
      ]),
      active: z.boolean(),
    })
    .superRefine(
      (values, context) => {
        const hasEndDate = Boolean(values.endDate);
        const hasEndTime = Boolean(values.endTime);
        if (hasEndDate && !TIME.test(values.endTime))
          context.addIssue({ code: 'custom', path: ['endTime'], message: 'Please enter the time' });
        if (hasEndTime && !hasEndDate)
          context.addIssue({ code: 'custom', path: ['endDate'], message: 'Please choose the day' });
        if (!values.startDate || !TIME.test(values.startTime) || !values.endDate) return;
        if (!TIME.test(values.endTime)) return;
        const start = dayjs(toInstant(values.startDate, values.startTime, timeZone));
        const end = dayjs(toInstant(values.endDate, values.endTime, timeZone));
        if (!end.isAfter(start))
          context.addIssue({
            code: 'custom',
            path: ['endDate'],
            message: 'The event must end after it starts',
          });
      },
      // Also beside the other fields' errors, so every problem shows at once (the checks above
      // read only the four time fields, and guard each one).
      { when: () => true },
    );

export function toEventFormValues(
  event: EventCard | null,
  groupId: string,
  timeZone: string | undefined,
): EventFormValues {
  if (!event) {
    return {
      groupId,
      title: '',
      description: '',
      venue: '',
      startDate: null,
      startTime: '',
      endDate: null,
      endTime: '',
      price: '',
      currency: 'GBP',
      capacity: '',
      active: true,
    };
  }
  const start = fromInstant(event.startsAt, timeZone);
  const end = event.endsAt ? fromInstant(event.endsAt, timeZone) : null;
  return {
    groupId: event.group._id,
    title: event.title,
    description: event.description ?? '',
    venue: event.venue ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end?.date ?? null,
    endTime: end?.time ?? '',
    price: event.price,
    currency: event.currency,
    capacity: event.capacity ?? '',
    active: event.active,
  };
}

/** The fields both bodies share, from valid form values. */
function eventFields(values: EventFormValues, timeZone: string | undefined) {
  return {
    title: values.title,
    description: values.description,
    venue: values.venue,
    startsAt: toInstant(values.startDate ?? '', values.startTime, timeZone),
    endsAt:
      values.endDate && values.endTime
        ? toInstant(values.endDate, values.endTime, timeZone)
        : undefined,
    price: Number(values.price),
    currency: values.currency,
    capacity: values.capacity === '' ? undefined : Number(values.capacity),
  };
}

export const toCreateEventBody = (
  values: EventFormValues,
  timeZone: string | undefined,
): CreateEventBody =>
  createEventBody.parse({
    groupId: values.groupId,
    ...eventFields(values, timeZone),
    active: values.active,
  });

export const toUpdateEventBody = (
  values: EventFormValues,
  timeZone: string | undefined,
): UpdateEventBody =>
  updateEventBody.parse({ ...eventFields(values, timeZone), active: values.active });
