import type { ProfileCard, RelationshipState } from '@nethub/contract';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconCheck,
  IconDots,
  IconSend,
  IconUserMinus,
  IconUserPlus,
  IconUserX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ProposeMeetingButton } from '@/features/meetings';
import { MessageButton } from '@/features/profile';
import { MESSAGES } from '@/lib/errors';
import { AnswerButtons } from './answer-buttons';
import { DisconnectModal } from './disconnect-modal';
import { useConnectionActions } from './use-connection-actions';
import { Badge } from '@/components/badge';

type RelationshipActionsProps = {
  member: ProfileCard;
  /** How I stand with the member (the profile answer says it). */
  state: RelationshipState;
  /** Runs after an action succeeds, so the relationship is fetched again. */
  onChange: () => void;
};

function ConnectedActions({
  member,
  actions,
}: {
  member: ProfileCard;
  actions: ReturnType<typeof useConnectionActions>;
}) {
  const [confirming, setConfirming] = useState(false);
  const { name } = actions;
  return (
    <>
      <Badge tone="success" strong size="lg" leftSection={<IconCheck size={14} aria-hidden />}>
        Connected
      </Badge>
      <MessageButton member={member} variant="filled" />
      <Button
        variant="default"
        component={Link}
        to={paths.leads.new.getHref(member._id)}
        leftSection={<IconSend size={16} aria-hidden />}
      >
        Pass a lead
      </Button>
      <ProposeMeetingButton member={member} variant="default" />
      {/* No focus placeholder: a role-less div inside role=menu fails axe (mantine#8971). */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={`More actions for ${name}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {/* Red text only: `color` paints a focused item red on red. */}
          <Menu.Item
            c="var(--mantine-color-error)"
            leftSection={<IconUserMinus size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            Disconnect
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DisconnectModal
        name={confirming ? name : null}
        loading={actions.removing}
        onClose={() => setConfirming(false)}
        onConfirm={() => actions.remove(MESSAGES.disconnected(name), () => setConfirming(false))}
      />
    </>
  );
}

/**
 * What I can do with a member, by how we stand: connected — Connected, Message, Pass a lead and
 * Disconnect (in a menu, confirmed); my request pending — Request sent and Withdraw; theirs —
 * Accept and Decline; nothing — Connect. Message is offered whenever the server may allow it
 * (connections and members of a shared group).
 */
export function RelationshipActions({ member, state, onChange }: RelationshipActionsProps) {
  const actions = useConnectionActions(member, onChange);
  const { name } = actions;
  const { relationship, connectionId } = state;

  if (relationship === 'self') return null;
  if (relationship === 'connected') return <ConnectedActions member={member} actions={actions} />;

  const withdraw = connectionId && (
    <Button
      variant="default"
      aria-label={`Withdraw request to ${name}`}
      onClick={() => actions.withdrawRequest(connectionId)}
      loading={actions.withdrawing}
    >
      Withdraw
    </Button>
  );
  return (
    <>
      {relationship === 'request_sent' && (
        <>
          <Badge tone="info" size="lg">
            Request sent
          </Badge>
          {withdraw}
        </>
      )}
      {relationship === 'request_declined' && (
        <>
          <Badge tone="neutral" size="lg" leftSection={<IconUserX size={14} aria-hidden />}>
            Request declined
          </Badge>
          {withdraw}
        </>
      )}
      {relationship === 'request_received' && connectionId && (
        <Group gap="xs">
          <Badge tone="warning" size="lg">
            Wants to connect
          </Badge>
          <AnswerButtons connectionId={connectionId} actions={actions} />
        </Group>
      )}
      {relationship === 'none' && (
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          aria-label={`Connect with ${name}`}
          onClick={actions.connect}
          loading={actions.connecting}
        >
          Connect
        </Button>
      )}
      {relationship === 'org_owner' && (
        <Badge tone="accent" size="lg">
          Organisation owner
        </Badge>
      )}
      <MessageButton member={member} />
    </>
  );
}
