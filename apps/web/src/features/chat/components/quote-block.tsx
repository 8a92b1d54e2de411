import type { ChatMessage } from '@nethub/contract';
import { CHAT_QUOTE_DELETED } from '@nethub/contract/constants';
import { Text, UnstyledButton } from '@mantine/core';

type Quote = NonNullable<ChatMessage['replyTo']>;

type QuoteBlockProps = {
  quote: Quote;
  /** Who wrote the original ("You" for mine). */
  author: string;
  /** Shows the original in the history. */
  onJump: (quote: Quote) => void;
};

/**
 * What a reply answers: its author and first line, as the original is now ("Original message
 * deleted" once it is gone). Pressing it shows the original in the history.
 */
export function QuoteBlock({ quote, author, onJump }: QuoteBlockProps) {
  const text = quote.deleted ? CHAT_QUOTE_DELETED : quote.excerpt;
  return (
    <UnstyledButton
      onClick={() => onJump(quote)}
      aria-label={`Reply to ${author}: ${text}. Show the original message`}
      maw="min(480px, 85%)"
      px="sm"
      py={4}
      style={{
        borderLeft: '3px solid var(--mantine-color-blue-6)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      <Text size="xs" fw={600} aria-hidden>
        {author}
      </Text>
      <Text
        size="xs"
        c="dimmed"
        fs={quote.deleted ? 'italic' : undefined}
        lineClamp={1}
        aria-hidden
      >
        {text}
      </Text>
    </UnstyledButton>
  );
}
