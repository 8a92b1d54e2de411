import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { bulkLoad } from './bulk-load.js';

const LINES = [
  'Morning — are you free for a coffee before the breakfast on Thursday?',
  'Thanks for the introduction, we have a call booked for next week.',
  'Could you send me the details of the office lease you mentioned?',
  'Happy to help. I will drop them an e-mail this afternoon.',
  'The client signed the proposal today, thank you for the referral!',
  'Are you going to the chamber of commerce event next month?',
  'I know a good payroll provider, shall I connect you?',
  'Sorry for the slow reply, back-to-back meetings all day.',
  'Great meeting you at the networking lunch yesterday.',
  'Let me check my diary and come back to you.',
];

/**
 * About `messages` chat messages between the generated members (`pattern` matches their
 * e-mails), for benchmarks that need a realistic history (P4: 10M stored messages): one direct
 * conversation per chosen connected pair, `perChannel` messages each, seven hours apart and
 * ending now (the channel's `last_message_at`), both members having read them all. Set-based SQL in slices of channels, so the
 * insert's memory stays bounded and progress shows.
 */
export async function generateChat(
  db: Db,
  pattern: string,
  {
    messages,
    perChannel = 50,
    onProgress,
  }: { messages: number; perChannel?: number; onProgress?: (done: number) => void },
) {
  const channels = Math.ceil(messages / perChannel);
  await db.execute(sql`
    insert into chat_channels (name, type, pair_key, created_by, last_time_token, last_message_at)
    select 'single.' || c.user_low || '.' || c.user_high, 'single',
      c.user_low || ':' || c.user_high, c.requester_id, ${perChannel}, now()
    from connections c join users u on u.id = c.user_low
    where c.status = 'CONNECTED' and u.email like ${pattern}
    order by hashtext(c.id::text)
    limit ${channels}
    on conflict do nothing`);
  await db.execute(sql`
    insert into chat_members (channel_id, user_id, last_read_time_token)
    select ch.id, m.user_id, ch.last_time_token
    from chat_channels ch
    cross join lateral (values (split_part(ch.pair_key, ':', 1)::uuid),
      (split_part(ch.pair_key, ':', 2)::uuid)) m(user_id)
    where ch.type = 'single' and ch.name like 'single.%' and ch.last_time_token = ${perChannel}
      and not exists (select 1 from chat_messages x where x.channel_id = ch.id)
    on conflict do nothing`);
  // In bulk (see bulkLoad): the text-search index is built once, after ten million insertions.
  await bulkLoad(db, ['chat_messages'], (tx) =>
    insertMessages(tx, channels, perChannel, onProgress),
  );
  await db.execute(sql`vacuum analyze chat_channels, chat_members, chat_messages`);
}

async function insertMessages(
  db: DbOrTx,
  channels: number,
  perChannel: number,
  onProgress?: (done: number) => void,
) {
  const slice = 20_000;
  for (let done = 0; done < channels; done += slice) {
    await db.execute(sql`
      with empty as materialized (
        select ch.id, ch.pair_key from chat_channels ch
        where ch.type = 'single' and ch.last_time_token = ${perChannel}
          and not exists (select 1 from chat_messages x where x.channel_id = ch.id)
        order by ch.id
        limit ${slice}
      )
      insert into chat_messages (channel_id, sender_id, type, content, time_token, created_at)
      select e.id, split_part(e.pair_key, ':', 1 + (k + abs(hashtext(e.id::text))) % 2)::uuid, 'text',
        (${sql.raw(`array[${LINES.map((l) => `'${l.replace(/'/g, "''")}'`).join(',')}]`)})[1 + (k + abs(hashtext(e.id::text))) % ${LINES.length}],
        k, now() - ((${perChannel} - k) * 7 || ' hours')::interval
      from empty e cross join generate_series(1, ${perChannel}) k`);
    onProgress?.(Math.min(channels, done + slice) * perChannel);
  }
}
