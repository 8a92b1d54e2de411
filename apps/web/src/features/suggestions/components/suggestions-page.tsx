import { SUGGESTIONS_MAX } from '@nethub/contract/constants';
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { useSuggestions } from '../api/suggestions';
import { SuggestionCard } from './suggestion-card';

/** "Who to meet next": members worth knowing, each with the reasons in words. */
export function SuggestionsPage() {
  const suggestions = useSuggestions(SUGGESTIONS_MAX);
  const rows = suggestions.data?.rows ?? [];
  return (
    <Stack gap="lg">
      <BackLink to={paths.explore.getHref()}>Explore</BackLink>
      <PageTitle
        title="Who to meet next"
        description="Members worth knowing, and why: from the leads you pass, your groups and your connections."
      />
      {suggestions.isPending && <PageLoader inline label="Loading suggestions" />}
      {suggestions.isError && (
        <RetryAlert error={suggestions.error} onRetry={() => void suggestions.refetch()} />
      )}
      {suggestions.isSuccess &&
        (rows.length === 0 ? (
          <NoSuggestions />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {rows.map((suggestion) => (
              <SuggestionCard key={suggestion.member._id} suggestion={suggestion} />
            ))}
          </SimpleGrid>
        ))}
    </Stack>
  );
}

export function NoSuggestions() {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} fz="h4">
        No suggestions yet
      </Title>
      <Text c="dimmed" maw={520}>
        Suggestions come from the leads you pass, the network groups you join, your connections and
        the sectors on your profile.{' '}
        <Anchor component={Link} to={paths.profile.me.getHref()}>
          Add your sectors
        </Anchor>{' '}
        or{' '}
        <Anchor component={Link} to={paths.groups.root.getHref()}>
          join a network group
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
