import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <UnstyledButton component={Link} to={paths.home.getHref()} aria-label="Net Hub home">
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="6" fill="var(--mantine-color-blue-8)" />
          <path d="M9 23V9h2.6l7.8 9.6V9H22v14h-2.6l-7.8-9.6V23z" fill="#fff" />
        </svg>
        <Text fw={700} fz="lg">
          Net Hub
        </Text>
      </Group>
    </UnstyledButton>
  );
}
