import { Card, Stack, Title } from '@mantine/core';
import { useId } from 'react';

type SectionCardProps = { title: string; children: React.ReactNode };

/** A titled card of a page: a region named by its heading. */
export function SectionCard({ title, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
