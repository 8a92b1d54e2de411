import { Stack } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { ChangePasswordForm } from '@/features/settings';

export default function ChangePasswordRoute() {
  return (
    <Stack gap="lg">
      <PageTitle title="Change password" />
      <ChangePasswordForm />
    </Stack>
  );
}
