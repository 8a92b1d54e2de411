import { Box } from '@mantine/core';

type BubbleProps = { mine: boolean; children: React.ReactNode };

/** A message's text: mine on the right in the brand colour, others' on the left in grey. */
export function Bubble({ mine, children }: BubbleProps) {
  return (
    <Box
      px="sm"
      py={6}
      maw="min(480px, 85%)"
      bg={mine ? 'blue.8' : 'var(--nh-bubble-bg)'}
      c={mine ? 'white' : 'var(--nh-bubble-color)'}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}
