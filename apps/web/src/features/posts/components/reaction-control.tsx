import { POST_REACTION_NAMES, POST_REACTIONS, type PostReaction } from '@nethub/contract/constants';
import type { ReactionSummary } from '@nethub/contract';
import { ActionIcon, Button, Group, Popover, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMoodPlus, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';

type ReactionControlProps = {
  reactions: ReactionSummary;
  /** What is reacted to, for the labels: "the post", "Sam's response". */
  subject: string;
  onReact: (emoji: PostReaction | null) => void;
  pending: boolean;
};

const total = (reactions: ReactionSummary) =>
  reactions.counts.reduce((sum, { count }) => sum + count, 0);

/** "3 reactions: 2 Celebrate, 1 Applause". */
export const reactionsLabel = (reactions: ReactionSummary) => {
  const count = total(reactions);
  const parts = reactions.counts.map(({ emoji, count: n }) => `${n} ${POST_REACTION_NAMES[emoji]}`);
  return `${count} ${count === 1 ? 'reaction' : 'reactions'}: ${parts.join(', ')}`;
};

/**
 * Like (or take back my reaction) in one press; the other reactions in a small picker. The
 * counts show beside them, most given first.
 */
export function ReactionControl({ reactions, subject, onReact, pending }: ReactionControlProps) {
  const [picking, setPicking] = useState(false);
  const { mine } = reactions;
  const pick = (emoji: PostReaction) => {
    setPicking(false);
    onReact(mine === emoji ? null : emoji);
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        variant={mine ? 'light' : 'subtle'}
        color={mine ? 'blue' : 'gray'}
        leftSection={mine ? <span aria-hidden>{mine}</span> : <IconThumbUp size={16} aria-hidden />}
        aria-pressed={mine !== null}
        aria-label={
          mine
            ? `Take back your ${POST_REACTION_NAMES[mine]} reaction to ${subject}`
            : `Like ${subject}`
        }
        onClick={() => onReact(mine ? null : '👍')}
        loading={pending}
      >
        {mine ? POST_REACTION_NAMES[mine] : 'Like'}
      </Button>
      <Popover opened={picking} onChange={setPicking} position="top-start" withArrow trapFocus>
        <Popover.Target>
          <Tooltip label="More reactions" openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`More reactions to ${subject}`}
              aria-expanded={picking}
              onClick={() => setPicking((open) => !open)}
            >
              <IconMoodPlus size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown p={4}>
          <Group gap={2} role="group" aria-label={`React to ${subject}`}>
            {POST_REACTIONS.map((emoji) => (
              <UnstyledButton
                key={emoji}
                aria-label={POST_REACTION_NAMES[emoji]}
                aria-pressed={mine === emoji}
                onClick={() => pick(emoji)}
                px={6}
                py={2}
                fz="lg"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  background: mine === emoji ? 'var(--mantine-color-blue-light)' : undefined,
                }}
              >
                <span aria-hidden>{emoji}</span>
              </UnstyledButton>
            ))}
          </Group>
        </Popover.Dropdown>
      </Popover>
      {reactions.counts.length > 0 && (
        <Text size="sm" c="dimmed" aria-label={reactionsLabel(reactions)} role="img">
          <span aria-hidden>
            {reactions.counts
              .slice(0, 3)
              .map(({ emoji }) => emoji)
              .join('')}{' '}
            {total(reactions)}
          </span>
        </Text>
      )}
    </Group>
  );
}
