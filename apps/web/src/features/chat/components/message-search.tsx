import type { ChatSearchHit } from '@nethub/contract';
import { CHAT_SEARCH_QUERY_MAX } from '@nethub/contract/constants';
import { Box, CloseButton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { tabOf } from '../api/chat-keys';
import { useSearchMessages } from '../api/search-messages';

type MessageSearchBoxProps = { value: string; onChange: (value: string) => void };

/** The chat screen's search box: what it holds is searched as I type (after a short pause). */
export function MessageSearchBox({ value, onChange }: MessageSearchBoxProps) {
  return (
    <TextInput
      type="search"
      aria-label="Search messages"
      placeholder="Search messages"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={CHAT_SEARCH_QUERY_MAX}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value) {
          event.preventDefault();
          onChange('');
        }
      }}
      rightSection={
        value ? <CloseButton aria-label="Clear search" onClick={() => onChange('')} /> : null
      }
    />
  );
}

/** A result's text, its matched words marked: plain text segments, never markup. */
function Highlighted({ hit }: { hit: ChatSearchHit }) {
  return (
    <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
      {hit.highlight.map((part, i) =>
        part.match ? (
          <Box component="mark" key={i} px={2} style={{ borderRadius: 2 }}>
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

type MessageSearchResultsProps = {
  query: string;
  /** Who wrote what, for the results: "You" for mine. */
  me: string;
  onOpen?: () => void;
};

/** Messages of my conversations matching the search, best first; each opens at its place. */
export function MessageSearchResults({ query, me, onOpen }: MessageSearchResultsProps) {
  const [q] = useDebouncedValue(query.trim(), 250);
  const results = useSearchMessages(q);
  const format = useFormatters();
  if (q.length < 2)
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        Type at least two characters.
      </Text>
    );
  if (results.isPending) return <PageLoader inline label="Searching messages" />;
  if (results.isError)
    return <RetryAlert error={results.error} onRetry={() => void results.refetch()} />;
  const rows = results.data.rows;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {rows.length === 0
          ? `No messages match “${q}”.`
          : `${rows.length}${results.data.hasMore ? '+' : ''} ${rows.length === 1 ? 'message' : 'messages'} match “${q}”.`}
      </Text>
      <Box component="ul" aria-label="Search results" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((hit) => (
          <li key={hit.message._id}>
            <UnstyledButton
              component={Link}
              to={paths.messages.getHref(tabOf(hit.channelType), hit.message.channel, hit.message)}
              onClick={onOpen}
              p="xs"
              w="100%"
              style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Text size="xs" fw={600}>
                {hit.channelName}
                <Text span size="xs" c="dimmed" fw={400}>
                  {` · ${hit.message.userId === me ? 'you, ' : ''}${format.date(hit.message.createdAt)}`}
                </Text>
              </Text>
              <Highlighted hit={hit} />
            </UnstyledButton>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
