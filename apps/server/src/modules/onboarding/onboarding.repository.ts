import { eq } from 'drizzle-orm';
import type { OnboardingStep } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { onboardingProgress } from './onboarding.tables.js';

export function createOnboardingRepository(db: DbOrTx) {
  return {
    /** A step is completed once; completing it again keeps the first date. */
    async complete(userId: string, step: OnboardingStep) {
      await db.insert(onboardingProgress).values({ userId, step }).onConflictDoNothing();
    },
    listByUserId: (userId: string) =>
      db.select().from(onboardingProgress).where(eq(onboardingProgress.userId, userId)),
  };
}
