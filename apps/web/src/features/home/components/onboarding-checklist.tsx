import type {
  OnboardingChecklist as OnboardingChecklistData,
  OnboardingStep,
} from '@nethub/contract';
import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDismissOnboarding, useOnboarding } from '../api/get-onboarding';

/** Where each step is done: every item of the checklist is a link there. */
export const STEP_LINKS: Record<OnboardingStep, string> = {
  COMPLETED_PROFILE: paths.profile.me.getHref(),
  SETTING_UP_REWARD: paths.rewards.new.getHref('standard'),
  ADD_CONNECTIONS: paths.explore.getHref(),
  // A meeting is requested from a connection's profile.
  REQUESTED_MEETING: paths.connections.getHref(),
  CREATED_POST: paths.community.root.getHref(),
  SETTING_UP_CAMPAIGN: paths.rewards.new.getHref('campaign'),
  PASSING_LEAD: paths.leads.new.getHref(),
  // Leads come to members whose lead tags say what they are looking for (on the leads page).
  RECEIVES_LEAD: paths.leads.root.getHref(),
  RATES_A_NETWORKING: paths.groups.root.getHref('joined'),
  RECEIVES_INVITE_JOIN_THE_GROUPS: paths.groups.root.getHref(),
};

export function OnboardingChecklist() {
  const onboarding = useOnboarding();
  const dismiss = useDismissOnboarding();
  // Deferred with the rest of home's figures (dashboard.tsx says why, P11).
  const data = useDeferredValue(onboarding.data);
  return (
    <ChecklistView
      data={data}
      isError={onboarding.isError}
      dismissing={dismiss.isPending}
      onDismiss={dismiss.mutate}
    />
  );
}

type ChecklistViewProps = {
  /** Undefined while loading. */
  data: OnboardingChecklistData | undefined;
  isError: boolean;
  dismissing: boolean;
  onDismiss: ReturnType<typeof useDismissOnboarding>['mutate'];
};

const ChecklistView = memo(function ChecklistView({
  data,
  isError,
  dismissing,
  onDismiss,
}: ChecklistViewProps) {
  if (data === undefined && !isError)
    return <Loader size="sm" aria-label="Loading your getting-started checklist" />;
  if (isError || data === undefined || data.dismissed) return null;
  const { steps, totalDone, total } = data;
  const percent = Math.round((totalDone / total) * 100);
  const complete = totalDone === total;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="getting-started-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4" id="getting-started-title">
            Getting started
          </Title>
          <Text size="sm" c="dimmed">
            {totalDone} of {total} done
          </Text>
        </Group>
        <Progress value={percent} aria-label={`Getting started: ${percent}% done`} />
        <List spacing={6} center>
          {steps.map(({ step, label, done }) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon
                  color={done ? 'teal.8' : 'gray.6'}
                  variant={done ? 'filled' : 'light'}
                  size={22}
                  radius="xl"
                >
                  {done ? (
                    <IconCheck size={14} aria-hidden />
                  ) : (
                    <IconCircleDashed size={14} aria-hidden />
                  )}
                </ThemeIcon>
              }
            >
              <Anchor
                component={Link}
                to={STEP_LINKS[step as OnboardingStep]}
                size="sm"
                c={done ? 'dimmed' : undefined}
                td={done ? 'line-through' : undefined}
              >
                {label}
                <VisuallyHidden>{done ? ' (done)' : ' (to do)'}</VisuallyHidden>
              </Anchor>
            </List.Item>
          ))}
        </List>
        {complete && (
          <Group justify="space-between" align="center" gap="xs">
            <Text size="sm">All done. Well networked!</Text>
            <Button
              variant="light"
              size="xs"
              loading={dismissing}
              onClick={() =>
                onDismiss(undefined, {
                  onError: (error) => notify.error(getErrorMessage(error)),
                })
              }
            >
              Hide checklist
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
});
