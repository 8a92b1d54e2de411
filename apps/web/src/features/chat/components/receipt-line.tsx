import { Button, List, Popover, Text } from '@mantine/core';

type ReceiptLineProps = {
  /** Who has read the message (names), the sender aside. */
  readers: string[];
  isGroup: boolean;
};

/**
 * Under my latest message: "Seen" in a direct chat; "Seen by N" in a group, which opens the
 * list of who (by mouse, or Enter/Space from the keyboard; Escape closes it).
 */
export function ReceiptLine({ readers, isGroup }: ReceiptLineProps) {
  if (readers.length === 0) return null;
  if (!isGroup)
    return (
      <Text size="xs" c="dimmed" aria-live="polite">
        Seen
      </Text>
    );
  return (
    <Popover position="bottom-end" withArrow shadow="sm" trapFocus={false} returnFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          c="var(--nh-quiet-text)"
          size="compact-xs"
          aria-label={`Seen by ${readers.length}: show who`}
        >
          Seen by {readers.length}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Seen by">
        <List size="sm" spacing={2} listStyleType="none">
          {readers.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
