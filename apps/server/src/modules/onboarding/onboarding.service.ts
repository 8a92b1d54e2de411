import { ONBOARDING_STEPS, type OnboardingChecklist, type OnboardingStep } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { createOnboardingRepository, type ProgressRow } from './onboarding.repository.js';

export function createOnboardingService(db: Db, events: EventBus) {
  const repo = createOnboardingRepository(db);
  async function complete(userId: string, step: OnboardingStep) {
    await repo.complete(userId, step);
  }

  // A profile counts as completed once every rated item is filled in.
  events.on('profile.updated', 'onboarding', ({ userId, rating }) =>
    rating.totalDone === rating.totalRating ? complete(userId, 'COMPLETED_PROFILE') : undefined,
  );
  events.on('onboarding.step', 'onboarding', ({ userId, step }) => complete(userId, step));
  events.on('connection.accepted', 'onboarding', async ({ requesterId, accepterId }) => {
    await complete(requesterId, 'ADD_CONNECTIONS');
    await complete(accepterId, 'ADD_CONNECTIONS');
  });
  // "Request a meeting" is ticked by a real one-to-one proposal (ADR 028), nothing else.
  events.on('meeting.changed', 'onboarding', async ({ kind, actorId }) => {
    if (kind === 'proposed' && actorId) await complete(actorId, 'REQUESTED_MEETING');
  });
  events.on('lead.received', 'onboarding', async ({ giverId, receiverId }) => {
    await complete(giverId, 'PASSING_LEAD');
    await complete(receiverId, 'RECEIVES_LEAD');
  });

  async function checklist(userId: string): Promise<OnboardingChecklist> {
    return checklistOf(await repo.progressRead(userId));
  }

  return {
    complete,
    checklist,
    /** The checklist's read, to take part in another `readTogether` (home's one statement). */
    checklistRead: (userId: string) => repo.progressRead(userId),
    checklistOf,
    /** The card may be hidden for good once every step is done, and not before. */
    async dismiss(userId: string): Promise<OnboardingChecklist> {
      const list = await checklist(userId);
      if (list.totalDone < list.total) throw badRequest('ONBOARDING_NOT_COMPLETE');
      await repo.dismiss(userId);
      return { ...list, dismissed: true };
    },
  };
}

/** The checklist from the member's progress rows (`progressRead`). */
function checklistOf(rows: ProgressRow[]): OnboardingChecklist {
  const doneAt = new Map(
    rows.flatMap(({ step, completedAt }) =>
      step && completedAt ? [[step, new Date(completedAt).toISOString()] as const] : [],
    ),
  );
  const dismissed = rows.some((row) => row.step === null);
  const steps = ONBOARDING_STEPS.map(({ step, label }) => ({
    step,
    label,
    done: doneAt.has(step),
    completedAt: doneAt.get(step) ?? null,
  }));
  const totalDone = steps.filter((s) => s.done).length;
  return { steps, totalDone, total: steps.length, dismissed };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
