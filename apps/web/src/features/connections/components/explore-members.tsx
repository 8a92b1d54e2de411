import { ActionIcon, Box, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBulb, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberFilterBar } from '@/components/member-filter-bar';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { RetryAlert } from '@/components/retry-alert';
import { useMemberFilters } from '@/lib/member-filters';
import { useExplore } from '../api/get-explore';
import { ConnectByEmailModal } from './connect-by-email-modal';
import { ExploreCard } from './explore-card';
import { LoadMoreButton } from '@/components/load-more-button';
import { useAddressSearch, useFollowSearch } from '@/lib/search';

/** Members I am not connected to, with filters, "Load more" and connect by e-mail. */
export function ExploreMembers() {
  const q = useAddressSearch();
  const { values, setValues, filters, reset } = useMemberFilters(q);
  useFollowSearch(q, (next) => setValues({ ...values, search: next }));
  const explore = useExplore(filters);
  const [emailOpened, emailModal] = useDisclosure(false);
  // On a phone the actions sit beside the title (e-mail as an icon), so the first member stays
  // in the top third of the screen (#19).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const pages = explore.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const last = pages.at(-1);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md" wrap={phone ? 'nowrap' : 'wrap'}>
        <PageTitle title="Explore" description="Find members to connect with." />
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={paths.suggestions.getHref()}
            variant="light"
            size={phone ? 'compact-sm' : 'sm'}
            leftSection={<IconBulb size={16} aria-hidden />}
          >
            Who to meet next
          </Button>
          {phone ? (
            <ActionIcon
              variant="light"
              size="lg"
              aria-label="Connect by e-mail"
              onClick={emailModal.open}
            >
              <IconMail size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              variant="light"
              leftSection={<IconMail size={16} aria-hidden />}
              onClick={emailModal.open}
            >
              Connect by e-mail
            </Button>
          )}
        </Group>
      </Group>
      <Box component="section" aria-label="Filters">
        <MemberFilterBar
          values={values}
          onChange={setValues}
          onReset={reset}
          searchLabel="Search members"
        />
      </Box>
      {explore.isPending && <PageLoader inline label="Loading members" />}
      {explore.isError && (
        <RetryAlert error={explore.error} onRetry={() => void explore.refetch()} />
      )}
      {explore.isSuccess && (
        <Box
          aria-busy={explore.isPlaceholderData}
          style={{ opacity: explore.isPlaceholderData ? 0.6 : 1 }}
        >
          {rows.length === 0 ? (
            <Stack align="center" gap="xs" py="xl" ta="center">
              <Title order={2} fz="h4">
                No members found
              </Title>
              <Text c="dimmed">Try another search, or reset the filters.</Text>
            </Stack>
          ) : (
            <Stack gap="md">
              <Text size="sm" c="dimmed" aria-live="polite">
                {showing(rows.length, last?.totalRows ?? rows.length, last?.totalRowsExact ?? true)}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {rows.map((row) => (
                  <ExploreCard key={row.member._id} row={row} />
                ))}
              </SimpleGrid>
              <LoadMoreButton pages={explore} />
            </Stack>
          )}
        </Box>
      )}
      <ConnectByEmailModal opened={emailOpened} onClose={emailModal.close} />
    </Stack>
  );
}

/**
 * "Showing 10 of 12 members". Past the server's exact-count window the total is an estimate
 * (decision 003): "Showing 10 of about 1,200 members".
 */
function showing(shown: number, total: number, exact: boolean) {
  const noun = (n: number) => (n === 1 ? 'member' : 'members');
  if (exact && total <= shown) return `Showing ${shown} ${noun(shown)}`;
  const count = Math.max(total, shown).toLocaleString('en-GB');
  return `Showing ${shown} of ${exact ? '' : 'about '}${count} ${noun(total)}`;
}
