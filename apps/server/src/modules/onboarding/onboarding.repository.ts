import { sql } from 'drizzle-orm';
import type { OnboardingStep } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { onboardingDismissals, onboardingProgress } from './onboarding.tables.js';

export function createOnboardingRepository(db: DbOrTx) {
  return {
    /** A step is completed once; completing it again keeps the first date. */
    async complete(userId: string, step: OnboardingStep) {
      await db.insert(onboardingProgress).values({ userId, step }).onConflictDoNothing();
    },
    /** The member's completed steps and whether the card was dismissed, in one statement. */
    async progressOf(userId: string) {
      const result = (await db.execute(sql`
        select step, completed_at as "completedAt" from onboarding_progress where user_id = ${userId}
        union all
        select null, null from onboarding_dismissals where user_id = ${userId}`)) as unknown as {
        rows: Array<{ step: OnboardingStep | null; completedAt: Date | string | null }>;
      };
      return {
        done: result.rows.flatMap(({ step, completedAt }) =>
          step && completedAt ? [{ step, completedAt: new Date(completedAt) }] : [],
        ),
        dismissed: result.rows.some((row) => row.step === null),
      };
    },
    /** Dismissing twice keeps the first date. */
    async dismiss(userId: string) {
      await db.insert(onboardingDismissals).values({ userId }).onConflictDoNothing();
    },
  };
}
