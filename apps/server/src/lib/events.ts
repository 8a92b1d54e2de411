import type { OnboardingStep, ProfileRating } from '@nethub/contract';
import type { JobQueue } from '../modules/jobs/job-queue.js';

type Log = { warn(obj: object, msg: string): void };

/**
 * Domain events: services announce what happened after it is committed; other features react
 * (onboarding ticks, notifications, real-time fan-out) without reaching into each other's tables.
 */
export type DomainEvents = {
  'profile.updated': { userId: string; rating: ProfileRating };
  'onboarding.step': { userId: string; step: OnboardingStep };
  'media.deleted': { ownerId: string; storageKey: string };
  /** A member can use the product: e-mail verified or invitation completed. */
  'user.activated': { userId: string; email: string };
  'connection.requested': { connectionId: string; requesterId: string; recipientId: string };
  'connection.accepted': { connectionId: string; requesterId: string; accepterId: string };
  'lead.received': { leadId: string; giverId: string; receiverId: string };
  /** The receiver moved a lead to CONVERTED: revenue for them, a success for the giver. */
  'lead.converted': { leadId: string; giverId: string; receiverId: string };
  /** A lead passed under a reward converted: its giver earned the reward (ADR 027). */
  'reward.owed': { leadId: string; rewardId: string; giverId: string; offererId: string };
  /** The reward's owner marked it paid. */
  'reward.paid': {
    leadId: string;
    rewardId: string;
    giverId: string;
    offererId: string;
    paidOn: string;
  };
  /**
   * A new campaign and the connections it speaks to; `notify`: the owner asked to alert them
   * (the new campaign alert of notifications).
   */
  'campaign.created': {
    rewardId: string;
    ownerId: string;
    notify: boolean;
    audienceUserIds: string[];
  };
  /** A member asked to join; `ownerIds`: who decides. */
  'group.join.requested': {
    groupId: string;
    groupName: string;
    userId: string;
    ownerIds: string[];
  };
  'group.join.decided': {
    groupId: string;
    groupName: string;
    userId: string;
    decision: 'approve' | 'reject';
  };
  /** A member joined or left groups (and sub-groups): their chat channels follow. */
  'group.membership': { userId: string; joined: string[]; left: string[] };
  /** An organisation made a group or sub-group (its chat channel follows). */
  'group.created': { groupId: string };
  /** A post on the community feed or, with `groupId`, on a group's feed. */
  'post.created': { postId: string; authorId: string; groupId: string | null };
  'post.responded': { postId: string; postAuthorId: string; responderId: string };
  /**
   * `authorId` mentioned members in a post or, with `responseId`, a response (ADR 032);
   * `mentionedIds`: the ones newly mentioned, never the author.
   */
  'post.mentioned': {
    postId: string;
    responseId: string | null;
    authorId: string;
    mentionedIds: string[];
  };
  /**
   * A one-to-one meeting changed (ADR 028): `actorId` did `kind`; `recipientIds` are told. A
   * reminder has no actor and goes to both members, `before` saying how soon it starts.
   */
  'meeting.changed': {
    meetingId: string;
    kind: 'proposed' | 'new_times' | 'accepted' | 'declined' | 'cancelled' | 'reminder';
    actorId: string | null;
    recipientIds: string[];
    memberIds: [string, string];
    startsAt: string | null;
    before?: '24h' | '1h';
  };
  /**
   * A chat message that is the first unread of the channel for some members (`newlyUnread`, never
   * empty): a message nobody is newly behind on is not announced.
   */
  'chat.message': {
    channel: string;
    type: 'single' | 'group' | 'directory' | 'org_directory' | 'sub_group';
    title: string | null;
    senderId: string;
    newlyUnread: string[];
  };
};
type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => Promise<void> | void;
type EventJob = { event: keyof DomainEvents; handler: string; payload: unknown };

/**
 * Domain events are durable: `emit` writes one job per subscribed handler and runs them. Emitted
 * inside `db.transaction`, the jobs are written in that transaction (they exist exactly when the
 * change does) and run once it commits. A handler that fails, or that an instance never reached
 * because it died, is run again by the job queue — so a handler must tolerate running twice. Each
 * handler has a name that stays stable across deploys: queued jobs find their handler by it.
 */
export function createEventBus({ jobs, log }: { jobs: JobQueue; log: Log }) {
  const handlers = new Map<keyof DomainEvents, Map<string, Handler<never>>>();
  jobs.define<EventJob>('domain-event', async ({ event, handler, payload }) => {
    const run = handlers.get(event)?.get(handler);
    if (!run) return log.warn({ event, handler }, 'queued domain event has no handler any more');
    await run(payload as never);
  });

  return {
    on<K extends keyof DomainEvents>(event: K, name: string, handler: Handler<K>) {
      const named = handlers.get(event) ?? new Map<string, Handler<never>>();
      if (named.has(name)) throw new Error(`${event} has two handlers named ${name}`);
      handlers.set(event, named.set(name, handler as Handler<never>));
    },
    /** Announces a change; a failing handler never fails the action that emitted. */
    async emit<K extends keyof DomainEvents>(event: K, payload: DomainEvents[K]) {
      for (const handler of handlers.get(event)?.keys() ?? [])
        await jobs.dispatch<EventJob>('domain-event', { event, handler, payload });
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
