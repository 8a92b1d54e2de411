import type { Db } from '../db/client.js';
import { createMeetingsRepository } from '../modules/meetings/meetings.repository.js';

const at = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

/**
 * Ava's one-to-ones (ADR 028): one with Ben she proposed and he accepted (in three days), and a
 * proposal from a connection waiting for her answer. Written as the service would leave them.
 */
export async function seedDemoMeetings(db: Db, { ava, ben, asker }: Record<string, string>) {
  const repo = createMeetingsRepository(db);
  await db.transaction(async (tx) => {
    const start = at(3, 9);
    const booked = await repo.insert(
      tx,
      {
        proposerId: ava!,
        inviteeId: ben!,
        optionsById: ava!,
        awaitingId: ben!,
        message: 'Coffee to swap notes on landlords who need an accountant?',
        bookingUrl: null,
        endsAt: new Date(start.getTime() + 45 * 60_000),
      },
      [
        { startsAt: start, durationMinutes: 45, location: 'Albert’s Café, Deansgate, Manchester' },
        {
          startsAt: at(4, 14),
          durationMinutes: 45,
          location: 'Albert’s Café, Deansgate, Manchester',
        },
      ],
    );
    await repo.update(tx, booked.id, {
      status: 'accepted',
      awaitingId: null,
      agreedStartsAt: start,
      agreedDurationMinutes: 45,
      agreedLocation: 'Albert’s Café, Deansgate, Manchester',
      endsAt: new Date(start.getTime() + 45 * 60_000),
      sequence: 1,
    });
    await repo.insert(
      tx,
      {
        proposerId: asker!,
        inviteeId: ava!,
        optionsById: asker!,
        awaitingId: ava!,
        message: 'Could we meet to see how we might refer clients to each other?',
        bookingUrl: null,
        endsAt: new Date(at(6, 11).getTime() + 30 * 60_000),
      },
      [
        { startsAt: at(5, 10), durationMinutes: 30, location: 'https://meet.example/one-to-one' },
        { startsAt: at(6, 11), durationMinutes: 30, location: 'https://meet.example/one-to-one' },
      ],
    );
  });
}
