import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

type PageTitleProps = { title: string; description?: React.ReactNode };

/**
 * The page's only h1; it also names the browser tab. The description shows from the sm
 * breakpoint up: on a phone the title and the page's first action share a line, and the list
 * below starts in the top third of the screen.
 */
export function PageTitle({ title, description }: PageTitleProps) {
  useDocumentTitle(`${title} · Net Hub`);
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" visibleFrom="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
