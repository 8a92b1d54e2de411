import type { EventCard } from '@nethub/contract';
import { count, plural } from '@/lib/format';

/** "12 of 50 seats left", or "No seat limit": the owner sees the capacity too. */
export function eventSeats(event: Pick<EventCard, 'capacity' | 'seatsLeft'>) {
  if (event.capacity === null) return 'No seat limit';
  const left = event.seatsLeft ?? event.capacity;
  if (left <= 0) return `Sold out (${plural(event.capacity, 'seat')})`;
  return `${count(left)} of ${plural(event.capacity, 'seat')} left`;
}
