import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { FaqList } from '@/features/faqs';

export default function FaqsRoute() {
  return (
    <Stack gap="lg" maw={800}>
      <PageTitle title="Frequently asked questions" />
      <FaqList />
      <Text>
        Still need help?{' '}
        <Anchor component={Link} to={paths.contact.getHref()}>
          Contact us
        </Anchor>
      </Text>
    </Stack>
  );
}
