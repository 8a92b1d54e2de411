import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

type PageTitleProps = { title: string; description?: React.ReactNode };

/** The page's only h1; it also names the browser tab. */
export function PageTitle({ title, description }: PageTitleProps) {
  useDocumentTitle(`${title} · Net Hub`);
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
