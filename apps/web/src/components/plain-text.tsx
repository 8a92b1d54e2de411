import { Stack, Text } from '@mantine/core';

/** Server text is shown as text, never as HTML: blank lines separate paragraphs. */
export function PlainText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ whiteSpace: 'pre-line' }}>
          {paragraph.trim()}
        </Text>
      ))}
    </Stack>
  );
}
