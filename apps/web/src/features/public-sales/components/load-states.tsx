import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/errors';
import { SALES_TEXT } from '@/lib/sales-text';

/** A 404, or an id the server refuses to read (400): nothing to retry. */
export const isNotFound = (error: unknown) => {
  const status = getErrorStatus(error);
  return status === 404 || status === 400;
};

type NotFoundNoticeProps = { message: string; link?: { to: string; label: string } };

/** An unknown or missing id: say so, and where to go instead. */
export function NotFoundNotice({ message, link }: NotFoundNoticeProps) {
  return (
    <Alert color="blue" icon={<IconSearchOff aria-hidden />} title="Not found">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

const allPlans = { to: paths.public.subscriptions.getHref(), label: 'See all subscriptions' };

type NotFound = { title: string } & NotFoundNoticeProps;

/** What each page says when its record is not found. */
export const NOT_FOUND: Record<'plan' | 'subscriber' | 'event' | 'ticket', NotFound> = {
  plan: { title: 'Subscription not found', message: SALES_TEXT.planNotFound, link: allPlans },
  subscriber: {
    title: 'Subscription not found',
    message: SALES_TEXT.subscriberNotFound,
    link: allPlans,
  },
  event: { title: 'Event not found', message: SALES_TEXT.eventNotFound },
  ticket: { title: 'Ticket not found', message: SALES_TEXT.ticketNotFound },
};
