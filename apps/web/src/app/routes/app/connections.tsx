import { Stack } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { ConnectionsManager } from '@/features/connections';

export default function ConnectionsRoute() {
  return (
    <Stack gap="lg">
      <PageTitle
        title="Connections"
        description="The members you are connected with, and requests."
      />
      <ConnectionsManager />
    </Stack>
  );
}
