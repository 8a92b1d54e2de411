import { RedisAdapter } from '@socket.io/redis-adapter';
import type { BroadcastOptions, Room } from 'socket.io-adapter';
import type { Namespace } from 'socket.io';
import type { RedisConnection } from '../../lib/redis.js';

const localOnly = (opts: BroadcastOptions): BroadcastOptions => ({
  ...opts,
  flags: { ...opts.flags, local: true },
});

/**
 * The socket.io Redis adapter, made to survive Redis going away.
 *
 * The stock adapter (8.3) publishes without awaiting or catching, asks Redis how many instances
 * there are before a `fetchSockets`, and joins or leaves rooms *only* through Redis (an instance
 * applies its own request when it hears it back). With Redis away that meant unhandled rejections,
 * presence questions that fail, and a removed member who stays in a room. Here:
 * - broadcasts always reach this instance's sockets, and go to Redis only while the link is up;
 * - joins, leaves and disconnects are applied here at once, and also sent to the others while the
 *   link is up (hearing our own request back applies it a second time, which changes nothing);
 * - `fetchSockets`/`allRooms` answer from this instance while either link is down, and when the
 *   other instances do not answer in time;
 * - nothing remote is attempted while Redis is away (the connection fails fast anyway, and
 *   publishes never leave an unhandled rejection: see lib/redis.ts).
 * Messages are stored before they are fanned out, so nothing is lost: a socket on another
 * instance misses the live push during an outage and catches up from the history (the gateway
 * tells every socket to resync once Redis is back).
 */
export class ResilientRedisAdapter extends RedisAdapter {
  constructor(
    nsp: Namespace,
    private readonly redis: RedisConnection,
    requestsTimeout: number,
  ) {
    super(nsp, redis.client, redis.subscriber(), { requestsTimeout });
  }

  /** Publishing reaches the others. */
  private get canPublish() {
    return this.redis.client.status === 'ready';
  }
  /** Publishing and hearing answers back. */
  private get linked() {
    return this.redis.status() === 'ok';
  }

  override broadcast(packet: unknown, opts: BroadcastOptions): void {
    super.broadcast(packet, this.canPublish ? opts : localOnly(opts));
  }

  override broadcastWithAck(
    packet: unknown,
    opts: BroadcastOptions,
    clientCountCallback: (clientCount: number) => void,
    ack: (...args: unknown[]) => void,
  ): void {
    super.broadcastWithAck(packet, this.linked ? opts : localOnly(opts), clientCountCallback, ack);
  }

  override addSockets(opts: BroadcastOptions, rooms: Room[]): void {
    super.addSockets(localOnly(opts), rooms);
    if (this.canPublish && !opts.flags?.local) super.addSockets(opts, rooms);
  }

  override delSockets(opts: BroadcastOptions, rooms: Room[]): void {
    super.delSockets(localOnly(opts), rooms);
    if (this.canPublish && !opts.flags?.local) super.delSockets(opts, rooms);
  }

  override disconnectSockets(opts: BroadcastOptions, close: boolean): void {
    super.disconnectSockets(localOnly(opts), close);
    if (this.canPublish && !opts.flags?.local) super.disconnectSockets(opts, close);
  }

  override async fetchSockets(opts: BroadcastOptions) {
    if (!this.linked || opts.flags?.local) return super.fetchSockets(localOnly(opts));
    try {
      return await super.fetchSockets(opts);
    } catch {
      return super.fetchSockets(localOnly(opts));
    }
  }

  override async allRooms(): Promise<Set<Room>> {
    const local = () => new Set(this.rooms.keys());
    if (!this.linked) return local();
    try {
      return await super.allRooms();
    } catch {
      return local();
    }
  }

  override serverSideEmit(packet: unknown[]): void {
    if (this.linked) super.serverSideEmit(packet);
    else if (typeof packet[packet.length - 1] === 'function')
      (packet[packet.length - 1] as (err: Error | null, responses: unknown[]) => void)(null, []);
  }

  override async serverCount(): Promise<number> {
    if (!this.linked) return 1;
    try {
      return await super.serverCount();
    } catch {
      return 1;
    }
  }

  /** Unsubscribing would wait for a Redis that may be gone: the connection's close ends it all. */
  override close(): void {}
}
