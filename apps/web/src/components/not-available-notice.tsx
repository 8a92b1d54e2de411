import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from './page-title';

type NotAvailableNoticeProps = {
  title: string;
  message: string;
  /** Where the button leads, and what it says. */
  backTo: string;
  backLabel: string;
};

/** The page of an item that is gone, or that the member may not see. */
export function NotAvailableNotice({ title, message, backTo, backLabel }: NotAvailableNoticeProps) {
  return (
    <Stack align="flex-start">
      <PageTitle title={title} />
      <Text>{message}</Text>
      <Button component={Link} to={backTo}>
        {backLabel}
      </Button>
    </Stack>
  );
}
