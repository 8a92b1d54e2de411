import type { ChatMessage } from '@nethub/contract';
import { Group, Tooltip, UnstyledButton } from '@mantine/core';
import { REACTION_NAMES } from '../chat-constants';

type ReactionBarProps = {
  message: ChatMessage;
  me: string;
  /** Names of the conversation's members, by id. */
  names: Map<string, string>;
  onReact: (emoji: string, reacted: boolean) => void;
};

const nameList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Each emoji given with its count; who gave it in a tooltip; pressing one toggles mine. */
export function ReactionBar({ message, me, names, onReact }: ReactionBarProps) {
  if (!message.reactions.length) return null;
  return (
    <Group gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reactions">
      {message.reactions.map(({ emoji, userIds }) => {
        const mine = userIds.includes(me);
        const who = nameList(
          userIds.map((id) => (id === me ? 'You' : (names.get(id) ?? 'Former member'))),
        );
        const name = REACTION_NAMES[emoji] ?? emoji;
        return (
          <li key={emoji}>
            <Tooltip label={`${who} reacted with ${emoji}`} withArrow openDelay={200}>
              <UnstyledButton
                aria-pressed={mine}
                aria-label={`${name}: ${userIds.length}, ${who}`}
                onClick={() => onReact(emoji, !mine)}
                px={8}
                py={1}
                fz="sm"
                // The scheme's own colours: the text colour on the body, or on a light blue
                // when mine (dark-9 text was unreadable on the dark scheme's body, #19).
                style={{
                  borderRadius: 'var(--mantine-radius-xl)',
                  border: `1px solid ${mine ? 'var(--mantine-color-blue-light-color)' : 'var(--mantine-color-default-border)'}`,
                  background: mine
                    ? 'var(--mantine-color-blue-light)'
                    : 'var(--mantine-color-body)',
                  color: 'var(--mantine-color-text)',
                }}
              >
                <span aria-hidden>
                  {emoji} {userIds.length}
                </span>
              </UnstyledButton>
            </Tooltip>
          </li>
        );
      })}
    </Group>
  );
}
