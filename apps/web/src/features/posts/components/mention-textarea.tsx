import type { Mention, ProfileCard } from '@nethub/contract';
import { Group, Paper, Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { MemberAvatar } from '@/components/member-avatar';
import { fullName } from '@/lib/format';
import { useMentionSuggestions } from '../api/get-mention-suggestions';
import { mentionLabel, mentionQueryAt } from './mentions';

type MentionTextareaProps = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** A member picked from the list: their "@First Last" is in the text now. */
  onMention: (member: Mention) => void;
  /** The group whose feed the post is in: only its members are offered. */
  networkDirectoryId?: string;
};

/**
 * A textarea that offers members as `@` + letters is typed: a list under it, walked with the
 * arrow keys (the textarea keeps the focus and names the active option), picked with Enter or
 * Tab or a click, closed with Escape. A pick writes "@First Last " in place of what was typed.
 */
export function MentionTextarea({
  value,
  onValueChange,
  onMention,
  networkDirectoryId,
  onKeyDown,
  ...textareaProps
}: MentionTextareaProps) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  /** Where the mention Escape closed starts: it stays closed until another `@`. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const placeCaret = useRef<number | null>(null);

  const typed = caret === null ? null : mentionQueryAt(value, caret);
  const query = typed?.query.trim() ?? '';
  const open = typed !== null && query.length > 0 && typed.start !== dismissed;
  const suggestions = useMentionSuggestions(networkDirectoryId, query, open);
  const rows: ProfileCard[] = open ? (suggestions.data?.rows ?? []) : [];
  const shown = rows.length > 0;
  const current = Math.min(active, rows.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useLayoutEffect(() => {
    if (placeCaret.current === null) return;
    ref.current?.setSelectionRange(placeCaret.current, placeCaret.current);
    placeCaret.current = null;
  }, [value]);

  const follow = (element: HTMLTextAreaElement) => setCaret(element.selectionStart);

  const choose = (member: ProfileCard) => {
    if (!typed || caret === null) return;
    const label = `${mentionLabel(member)} `;
    const next = value.slice(0, typed.start) + label + value.slice(caret);
    placeCaret.current = typed.start + label.length;
    setCaret(placeCaret.current);
    onValueChange(next);
    onMention({ _id: member._id, firstName: member.firstName, lastName: member.lastName });
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (shown) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : rows.length - 1;
        setActive((current + step) % rows.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(rows[current]!);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only, not the dialog the composer may be in.
        event.preventDefault();
        event.stopPropagation();
        setDismissed(typed?.start ?? null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <Stack gap={4}>
      <Textarea
        {...textareaProps}
        ref={ref}
        value={value}
        onChange={(event) => {
          onValueChange(event.currentTarget.value);
          follow(event.currentTarget);
          setActive(0);
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onBlur={() => setCaret(null)}
        onKeyDown={handleKeyDown}
        aria-autocomplete="list"
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown ? optionId(current) : undefined}
      />
      {shown && (
        <Paper
          withBorder
          shadow="sm"
          p={4}
          role="listbox"
          id={listId}
          aria-label="Members to mention"
        >
          {rows.map((member, index) => (
            <Group
              key={member._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              gap="xs"
              wrap="nowrap"
              px="xs"
              py={6}
              style={{
                cursor: 'pointer',
                borderRadius: 'var(--mantine-radius-sm)',
                background: index === current ? 'var(--mantine-color-default-hover)' : undefined,
              }}
              // The textarea keeps the focus (and the caret) while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(member)}
            >
              <MemberAvatar member={member} size={28} decorative />
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate>
                  {fullName(member)}
                </Text>
                {member.headline && (
                  <Text size="xs" c="dimmed" truncate>
                    {member.headline}
                  </Text>
                )}
              </Stack>
            </Group>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
