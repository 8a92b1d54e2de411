import type { ConnectionRow } from '@nethub/contract';
import { Button, Group, Text } from '@mantine/core';
import { Badge, type BadgeTone } from '@/components/badge';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookmarkToggle } from '@/components/bookmark-toggle';
import { paths } from '@/config/paths';
import { ProposeMeetingButton } from '@/features/meetings';
import { MessageButton } from '@/features/profile';
import { MESSAGES } from '@/lib/errors';
import { fullName, useFormatters } from '@/lib/format';
import { useBookmarkConnection } from '../api/bookmark-connection';
import { DisconnectModal } from './disconnect-modal';
import { AnswerButtons } from './answer-buttons';
import { MemberCard } from '@/components/member-card';
import { useConnectionActions } from './use-connection-actions';

function statusBadge(row: ConnectionRow): { label: string; tone: BadgeTone } {
  if (row.status === 'CONNECTED') return { label: 'Connected', tone: 'success' };
  if (row.status === 'REQUESTED')
    return row.direction === 'incoming'
      ? { label: 'Awaiting your reply', tone: 'warning' }
      : { label: 'Request sent', tone: 'info' };
  return row.direction === 'incoming'
    ? { label: 'You declined', tone: 'neutral' }
    : { label: 'Declined', tone: 'neutral' };
}

function RowActions({ row }: { row: ConnectionRow }) {
  const actions = useConnectionActions(row.member);
  const [confirming, setConfirming] = useState(false);
  const { name } = actions;

  if (row.status === 'REQUESTED' && row.direction === 'incoming') {
    return <AnswerButtons connectionId={row._id} actions={actions} />;
  }
  if (row.status === 'REQUESTED') {
    return (
      <Button
        size="sm"
        variant="default"
        aria-label={`Withdraw request to ${name}`}
        onClick={actions.withdraw}
        loading={actions.removing}
      >
        Withdraw
      </Button>
    );
  }
  if (row.status === 'CONNECTED') {
    return (
      <>
        <MessageButton member={row.member} variant="light" size="sm" />
        <Button
          size="sm"
          variant="light"
          component={Link}
          to={paths.leads.new.getHref(row.member._id)}
          aria-label={`Pass a lead to ${name}`}
        >
          Pass a lead
        </Button>
        <ProposeMeetingButton member={row.member} size="sm" variant="light" />
        <Button
          size="sm"
          variant="light"
          component={Link}
          to={paths.rewards.connection.getHref(row.member._id)}
          aria-label={`Campaigns from ${name}`}
        >
          Campaigns
        </Button>
        <Button
          size="sm"
          variant="default"
          aria-label={`Disconnect from ${name}`}
          onClick={() => setConfirming(true)}
        >
          Disconnect
        </Button>
        <DisconnectModal
          name={confirming ? name : null}
          loading={actions.removing}
          onClose={() => setConfirming(false)}
          onConfirm={() => actions.remove(MESSAGES.disconnected(name), () => setConfirming(false))}
        />
      </>
    );
  }
  return (
    <Group gap="xs">
      {row.direction === 'incoming' && (
        <Button
          size="sm"
          aria-label={`Connect with ${name}`}
          onClick={actions.connect}
          loading={actions.connecting}
        >
          Connect
        </Button>
      )}
      <Button
        size="sm"
        variant="default"
        aria-label={`Remove ${name}`}
        onClick={() => actions.remove(MESSAGES.connectionRemoved(name))}
        loading={actions.removing}
      >
        Remove
      </Button>
    </Group>
  );
}

function ConnectionBookmark({ row }: { row: ConnectionRow }) {
  return (
    <BookmarkToggle
      id={row._id}
      bookmarked={row.bookmark}
      label={`Bookmark ${fullName(row.member)}`}
      mutation={useBookmarkConnection()}
    />
  );
}

export function ConnectionItem({ row }: { row: ConnectionRow }) {
  const format = useFormatters();
  const badge = statusBadge(row);
  return (
    <MemberCard
      member={row.member}
      nameId={`connection-member-${row._id}`}
      badge={<Badge tone={badge.tone}>{badge.label}</Badge>}
      corner={<ConnectionBookmark row={row} />}
      actions={<RowActions row={row} />}
    >
      <Text size="xs" c="dimmed">
        Since {format.date(row.createdAt)}
      </Text>
    </MemberCard>
  );
}
