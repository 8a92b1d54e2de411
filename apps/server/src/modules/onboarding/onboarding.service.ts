import { ONBOARDING_STEPS, type OnboardingChecklist, type OnboardingStep } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/events.js';
import { createOnboardingRepository } from './onboarding.repository.js';

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
  events.on('lead.received', 'onboarding', async ({ giverId, receiverId }) => {
    await complete(giverId, 'PASSING_LEAD');
    await complete(receiverId, 'RECEIVES_LEAD');
  });

  return {
    complete,
    async checklist(userId: string): Promise<OnboardingChecklist> {
      const rows = await repo.listByUserId(userId);
      const doneAt = new Map(rows.map((row) => [row.step, row.completedAt.toISOString()]));
      const steps = ONBOARDING_STEPS.map(({ step, label }) => ({
        step,
        label,
        done: doneAt.has(step),
        completedAt: doneAt.get(step) ?? null,
      }));
      return { steps, totalDone: steps.filter((s) => s.done).length, total: steps.length };
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
