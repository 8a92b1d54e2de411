import type { ChatMessage } from '@nethub/contract';
import { CHAT_REACTIONS } from '@nethub/contract/constants';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconArrowBackUp, IconDots, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { ReportDialog } from '@/features/reports';
import { REACTION_NAMES } from '../chat-constants';

type MessageActionsProps = {
  message: ChatMessage;
  mine: boolean;
  me: string;
  /** "message from Bob at 10:30": what the menu is about, for screen readers. */
  label: string;
  onReact: (emoji: string, reacted: boolean) => void;
  onReply: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

type TriggerProps = { label: string; onClick?: () => void };

const Trigger = forwardRef<HTMLButtonElement, TriggerProps>(function Trigger(
  { label, ...props },
  ref,
) {
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray.7"
      size="sm"
      aria-label={`Actions for ${label}`}
      aria-haspopup="menu"
      {...props}
    >
      <IconDots size={16} aria-hidden />
    </ActionIcon>
  );
});

/**
 * The menu is made the first time it is asked for: a long conversation then holds one button
 * per message, not one menu per message.
 */
export function MessageActions(props: MessageActionsProps) {
  const [wanted, setWanted] = useState(false);
  // Report (ADR 029): someone else's message; the dialog outlives the menu that opened it.
  const [reporting, setReporting] = useState(false);
  const reportable = !props.mine && props.message.userId !== null;
  return (
    <>
      {wanted ? (
        <ActionsMenu {...props} onReport={reportable ? () => setReporting(true) : undefined} />
      ) : (
        <Trigger label={props.label} onClick={() => setWanted(true)} />
      )}
      {reportable && (
        <ReportDialog
          kind="message"
          targetId={props.message._id}
          opened={reporting}
          onClose={() => setReporting(false)}
        />
      )}
    </>
  );
}

/**
 * What I can do with a message, from a labelled menu (keyboard: Tab to the button, Enter, arrow
 * keys): react with one of the offered emoji, reply to it; edit or delete it when it is mine.
 */
function ActionsMenu({
  message,
  mine,
  me,
  label,
  onReact,
  onReply,
  onEdit,
  onDelete,
  onReport,
}: MessageActionsProps & { onReport?: () => void }) {
  const reactedWith = new Set(
    message.reactions.filter((r) => r.userIds.includes(me)).map((r) => r.emoji),
  );
  return (
    <Menu
      defaultOpened
      position={mine ? 'bottom-end' : 'bottom-start'}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Trigger label={label} />
      </Menu.Target>
      <Menu.Dropdown aria-label={`Actions for ${label}`}>
        <Menu.Label>React</Menu.Label>
        <Group gap={2} px={4} pb={4} wrap="nowrap">
          {CHAT_REACTIONS.map((emoji) => {
            const on = reactedWith.has(emoji);
            return (
              <Menu.Item
                key={emoji}
                w="auto"
                px={6}
                py={4}
                fz="lg"
                bg={on ? 'blue.0' : undefined}
                aria-label={`${on ? 'Remove' : 'React with'} ${REACTION_NAMES[emoji] ?? emoji}`}
                onClick={() => onReact(emoji, !on)}
              >
                <span aria-hidden>{emoji}</span>
              </Menu.Item>
            );
          })}
        </Group>
        <Menu.Divider />
        <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onReply}>
          Reply
        </Menu.Item>
        {mine && (
          <>
            <Menu.Divider />
            {message.messageType === 'text' && (
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                Edit
              </Menu.Item>
            )}
            <Menu.Item
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              Delete
            </Menu.Item>
          </>
        )}
        {onReport && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={onReport}>
              Report
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
