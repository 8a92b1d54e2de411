import { Stack } from '@mantine/core';

/** A list of cards (each an `li`), one under another: no bullets, no indent. */
export function CardList({ label, children }: { label?: string; children: React.ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
