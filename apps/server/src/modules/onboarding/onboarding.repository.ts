import { sql } from 'drizzle-orm';
import type { OnboardingStep } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { sqlRead } from '../../db/read-together.js';
import { onboardingDismissals, onboardingProgress } from './onboarding.tables.js';

/** A completed step, or (step null) the card's dismissal. Dates as text: they may come through JSON. */
export type ProgressRow = { step: OnboardingStep | null; completedAt: string | null };

export function createOnboardingRepository(db: DbOrTx) {
  return {
    /** A step is completed once; completing it again keeps the first date. */
    async complete(userId: string, step: OnboardingStep) {
      await db.insert(onboardingProgress).values({ userId, step }).onConflictDoNothing();
    },
    /**
     * The member's completed steps, and a row with no step if the card was dismissed: one
     * statement, which may also take part in another `readTogether` (home's).
     */
    progressRead(userId: string) {
      return sqlRead<ProgressRow>(
        db,
        sql`select step, completed_at as "completedAt" from onboarding_progress where user_id = ${userId}
            union all
            select null, null from onboarding_dismissals where user_id = ${userId}`,
      );
    },
    /** Dismissing twice keeps the first date. */
    async dismiss(userId: string) {
      await db.insert(onboardingDismissals).values({ userId }).onConflictDoNothing();
    },
  };
}
