import { Card, Group, Stack, Title } from '@mantine/core';
import { useId } from 'react';

type SectionCardProps = {
  title: string;
  /** Buttons beside the title, such as "Create plan". */
  actions?: React.ReactNode;
  children: React.ReactNode;
};

/** A titled card of a page: a region named by its heading, with its actions. */
export function SectionCard({ title, actions, children }: SectionCardProps) {
  const titleId = useId();
  const heading = (
    <Title order={2} fz="h4" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        {actions ? (
          <Group justify="space-between" align="center" gap="sm">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
