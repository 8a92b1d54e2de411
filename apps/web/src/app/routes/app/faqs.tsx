import { Stack } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { FaqList } from '@/features/faqs';

export default function FaqsRoute() {
  return (
    <Stack gap="lg" maw={800}>
      <PageTitle title="Frequently asked questions" />
      <FaqList />
    </Stack>
  );
}
