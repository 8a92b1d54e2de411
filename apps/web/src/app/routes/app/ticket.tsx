import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { TicketPage } from '@/features/public-sales';

/** A ticket of mine, signed in: the public ticket page, inside the shell. */
export default function TicketRoute() {
  const { id = '' } = useParams();
  return (
    <Stack gap="sm">
      <BackLink to={paths.subscriptions.getHref('tickets')}>My tickets</BackLink>
      <TicketPage key={id} ticketId={id} payment={null} inShell />
    </Stack>
  );
}
