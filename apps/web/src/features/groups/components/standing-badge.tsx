import type { MyGroupStanding } from '@nethub/contract';
import { Badge, VisuallyHidden } from '@mantine/core';

/** What a badge says for my standing in a group; null when I have none. */
export function standingLabel(me: MyGroupStanding) {
  if (me.role === 'OWNER') return 'Owner';
  if (me.status === 'joined') return me.isHomeGroup ? 'Joined · Home group' : 'Joined';
  if (me.status === 'requested') return 'Requested';
  if (me.status === 'rejected') return 'Request declined';
  return null;
}

/** Owner, joined (my home group?), requested or declined. Dark fills keep AA contrast. */
export function StandingBadge({ me }: { me: MyGroupStanding }) {
  const label = standingLabel(me);
  if (!label) return null;
  const member = me.role === 'OWNER' || me.status === 'joined';
  return (
    <Badge
      color={me.role === 'OWNER' ? 'violet.9' : member ? 'teal.9' : 'gray.7'}
      variant={member ? 'filled' : 'outline'}
      style={{ flexShrink: 0 }}
    >
      <VisuallyHidden>Your standing: </VisuallyHidden>
      {label}
    </Badge>
  );
}
