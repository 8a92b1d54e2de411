import { eq } from 'drizzle-orm';
import type { OnboardingStep } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { onboardingDismissals, onboardingProgress } from './onboarding.tables.js';

export function createOnboardingRepository(db: DbOrTx) {
  return {
    /** A step is completed once; completing it again keeps the first date. */
    async complete(userId: string, step: OnboardingStep) {
      await db.insert(onboardingProgress).values({ userId, step }).onConflictDoNothing();
    },
    listByUserId: (userId: string) =>
      db.select().from(onboardingProgress).where(eq(onboardingProgress.userId, userId)),
    async isDismissed(userId: string) {
      const [row] = await db
        .select({ userId: onboardingDismissals.userId })
        .from(onboardingDismissals)
        .where(eq(onboardingDismissals.userId, userId))
        .limit(1);
      return !!row;
    },
    /** Dismissing twice keeps the first date. */
    async dismiss(userId: string) {
      await db.insert(onboardingDismissals).values({ userId }).onConflictDoNothing();
    },
  };
}
