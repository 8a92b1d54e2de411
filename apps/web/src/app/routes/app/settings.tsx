import { Stack } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { LedgerSettings } from '@/features/ledger';
import {
  AccountSecurity,
  ChatSettingsCard,
  NotificationSettings,
  OwnDataSettings,
  PreferencesForm,
  TwoFactorSettings,
} from '@/features/settings';

export default function SettingsRoute() {
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title="Settings" />
      <PreferencesForm />
      <NotificationSettings />
      <ChatSettingsCard />
      <LedgerSettings />
      <AccountSecurity />
      <TwoFactorSettings />
      <OwnDataSettings />
    </Stack>
  );
}
