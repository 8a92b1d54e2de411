import { Skeleton, Switch } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { useCurrentUser } from '@/lib/auth';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useLedgerPreferences, useSetLedgerPreferences } from '../api/ledger';

/** Settings: appear by name on the leaderboards group owners see (off: "A member"). */
export function LeaderboardSwitch() {
  const preferences = useLedgerPreferences();
  const save = useSetLedgerPreferences();
  if (preferences.isPending) return <Skeleton height={24} aria-hidden />;
  return (
    <Switch
      label="Show my name on group leaderboards"
      description="Group owners see who gave the most business; when off, you show as “A member”."
      checked={preferences.data?.showOnLeaderboards ?? true}
      disabled={save.isPending || preferences.isError}
      onChange={(event) =>
        save.mutate(
          { showOnLeaderboards: event.currentTarget.checked },
          { onError: (error) => notify.error(getErrorMessage(error)) },
        )
      }
    />
  );
}

/** The settings page's ledger card (members only: owners pass no leads). */
export function LedgerSettings() {
  const user = useCurrentUser();
  if (user.isOrgOwner) return null;
  return (
    <SectionCard title="Ledger">
      <LeaderboardSwitch />
    </SectionCard>
  );
}
