import { Stack } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { ChangeEmailForm } from '@/features/settings';

export default function ChangeEmailRoute() {
  return (
    <Stack gap="lg">
      <PageTitle title="Change email" />
      <ChangeEmailForm />
    </Stack>
  );
}
