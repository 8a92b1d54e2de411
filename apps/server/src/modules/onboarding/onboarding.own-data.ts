import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { onboardingDismissals, onboardingProgress } from './onboarding.tables.js';

export function createOnboardingOwnData(_db: Db): OwnData {
  return {
    async eraseFor(userId, tx) {
      await tx.delete(onboardingProgress).where(eq(onboardingProgress.userId, userId));
      await tx.delete(onboardingDismissals).where(eq(onboardingDismissals.userId, userId));
    },
  };
}
