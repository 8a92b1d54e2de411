import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type IconFactProps = {
  icon: Icon;
  /** What the fact is, for screen readers: the icon says it to the eye. */
  label: string;
  children: React.ReactNode;
};

/** One short fact of a card (when, where, the price) behind its icon. */
export function IconFact({ icon: FactIcon, label, children }: IconFactProps) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <FactIcon size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}
