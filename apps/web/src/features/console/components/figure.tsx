import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

type FigureProps = {
  label: string;
  /** Undefined while it loads. */
  value: string | undefined;
  /** A line under the figure that says what it counts or leaves out. */
  detail?: string;
  /** Where the figure's details are. */
  link?: { to: string; label: string };
};

/** One key figure of the console: a count or an amount, large. */
export function Figure({ label, value, detail, link }: FigureProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton height={32} width={80} aria-hidden />
        ) : (
          <Text fz={28} fw={700} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        )}
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
