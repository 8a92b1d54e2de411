import type { MyGroupStanding } from '@nethub/contract';
import { VisuallyHidden } from '@mantine/core';
import { Badge } from '@/components/badge';

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
      tone={me.role === 'OWNER' ? 'accent' : member ? 'success' : 'neutral'}
      strong={member}
      style={{ flexShrink: 0 }}
    >
      <VisuallyHidden>Your standing: </VisuallyHidden>
      {label}
    </Badge>
  );
}
