import type { ProfileCard } from '@nethub/contract';
import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { MemberIdentity } from './member-identity';

type MemberCardProps = {
  member: ProfileCard;
  /** The id of the member's name; an article card is labelled by it. */
  nameId: string;
  /** A state beside the name (Connected, Owner): one Badge. */
  badge?: ReactNode;
  /** Beside the badge, a small control (a bookmark). */
  corner?: ReactNode;
  /** Under the identity: why they are suggested, since when... */
  children?: ReactNode;
  /** The card's buttons, pinned to its foot so they line up across a row. */
  actions?: ReactNode;
  component?: 'article' | 'li';
};

/**
 * One member, the same way everywhere they are listed (Explore, Connections, Suggestions, a
 * group's Members): face, name, headline, role and place on top, a state badge at the right,
 * the actions at the foot. The card fills its grid cell, so cards in a row share their height
 * and their actions their line (#19: cards were misaligned).
 */
export function MemberCard({
  member,
  nameId,
  badge,
  corner,
  children,
  actions,
  component = 'article',
}: MemberCardProps) {
  return (
    <Card
      withBorder
      padding="md"
      h="100%"
      component={component}
      aria-labelledby={component === 'article' ? nameId : undefined}
      data-member-card=""
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <MemberIdentity member={member} nameId={nameId} />
          {(badge || corner) && (
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {badge}
              {corner}
            </Group>
          )}
        </Group>
        {children}
        {actions && (
          <Group gap="xs" mt="auto">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
