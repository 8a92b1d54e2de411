import { Stack, Text } from '@mantine/core';
import { PlainText } from './plain-text';

export type Detail = { label: string; value: React.ReactNode };

/** Label and value pairs, as a description list. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    // The list lays out its own groups: a <dl> may hold only <div>s of <dt> and <dd>.
    <Stack component="dl" gap="sm" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** A longer text under its label, in paragraphs: too long for a DetailList value. */
export function DetailText({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <PlainText text={text} />
    </Stack>
  );
}
