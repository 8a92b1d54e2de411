import type { ProfileCard, RelationshipState } from '@nethub/contract';

import { IconCheck } from '@tabler/icons-react';
import { AnswerButtons } from './answer-buttons';
import { useConnectionActions } from './use-connection-actions';
import { Badge } from '@/components/badge';

type ConnectionRequestAnswerProps = {
  /** Who asked. */
  member: Pick<ProfileCard, '_id' | 'firstName' | 'lastName'>;
  /** Where their request stands now. */
  state: RelationshipState;
  /** Runs once answered, so the list around it shows the new state. */
  onChange: () => void;
};

/**
 * A connection request answered where it is shown (a notification): Accept and Decline while it
 * waits, "Connected" once accepted, nothing once declined or withdrawn.
 */
export function ConnectionRequestAnswer({ member, state, onChange }: ConnectionRequestAnswerProps) {
  const actions = useConnectionActions(member, onChange);
  if (state.relationship === 'request_received' && state.connectionId) {
    return <AnswerButtons connectionId={state.connectionId} actions={actions} />;
  }
  if (state.relationship === 'connected') {
    return (
      <Badge tone="success" strong leftSection={<IconCheck size={12} aria-hidden />}>
        Connected
      </Badge>
    );
  }
  return null;
}
