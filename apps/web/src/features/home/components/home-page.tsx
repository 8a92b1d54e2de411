import { Anchor, Card, Grid, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useHomeLedger } from '../api/get-dashboard';
import { PipelineCard, StatCards } from './dashboard';
import { OnboardingChecklist } from './onboarding-checklist';

// Kept out of home's first load (P10, ADR 018).
const LedgerFigures = lazy(() =>
  import('@/features/ledger').then((module) => ({ default: memo(module.LedgerFigures) })),
);
const WhoToMeetCard = lazy(() =>
  import('@/features/suggestions').then((module) => ({ default: module.WhoToMeetCard })),
);

/**
 * This month's ledger card, reading home's figures itself: read by the dashboard, their arrival
 * re-rendered the whole dashboard, titles and static cards included, in one task (P11).
 */
function HomeLedger() {
  // Outside the Suspense boundary: the query is watched from the first render, as before, and
  // not first when the card's chunk arrives (a new watcher of stale figures would ask again).
  const ledger = useHomeLedger();
  // Deferred with the rest of home's figures (dashboard.tsx says why, P11); the card is memoised.
  const summary = useDeferredValue(ledger);
  return (
    <Suspense fallback={<Skeleton height={168} radius="md" />}>
      <LedgerFigures summary={summary} />
    </Suspense>
  );
}

type HomeCard = { title: string; body: string; link?: { label: string; href: string } };

const CARDS: HomeCard[] = [
  {
    title: 'Your profile',
    body: 'A complete profile helps other members find you and trust you.',
    link: { label: 'View my profile', href: paths.profile.me.getHref() },
  },
  {
    title: 'Rewards',
    body: 'Thank the connections who pass you leads with a reward, or run a campaign.',
    link: { label: 'Go to my rewards', href: paths.rewards.root.getHref() },
  },
  {
    title: 'Questions?',
    body: 'Find answers about networking, leads and rewards on Net Hub.',
    link: { label: 'Read the FAQs', href: paths.faqs.getHref() },
  },
];

export function HomePage() {
  const user = useCurrentUser();
  return <HomeDashboard firstName={user.firstName} />;
}

/**
 * The dashboard; without `firstName` it is the frame drawn at build time for a member opening
 * the app (app/prerender.tsx, P11): every figure still loading, as the app first shows it.
 */
export function HomeDashboard({ firstName }: { firstName?: string }) {
  return (
    <Stack gap="xl">
      <PageTitle
        title={firstName ? `Welcome, ${firstName}` : 'Welcome'}
        description="Here is where your networking starts."
      />
      <StatCards />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PipelineCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <HomeLedger />
            <OnboardingChecklist />
          </Stack>
        </Grid.Col>
      </Grid>
      <Suspense fallback={null}>
        <WhoToMeetCard />
      </Suspense>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {CARDS.map((card) => (
          <Card key={card.title} withBorder padding="lg">
            <Stack gap="xs" align="flex-start">
              <Title order={2} fz="h4">
                {card.title}
              </Title>
              <Text c="dimmed">{card.body}</Text>
              {card.link && (
                <Anchor component={Link} to={card.link.href} fw={500}>
                  {card.link.label}
                </Anchor>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
