import {
  Anchor,
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
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOnboarding } from '../api/get-onboarding';

/** Steps a member can act on today link to where they do it. */
const STEP_LINKS: Partial<Record<string, string>> = {
  COMPLETED_PROFILE: paths.profile.me.getHref(),
};

export function OnboardingChecklist() {
  const onboarding = useOnboarding();
  if (onboarding.isPending)
    return <Loader size="sm" aria-label="Loading your getting-started checklist" />;
  if (onboarding.isError) return null;
  const { steps, totalDone, total } = onboarding.data;
  const percent = Math.round((totalDone / total) * 100);

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4">
            Getting started
          </Title>
          <Text size="sm" c="dimmed">
            {totalDone} of {total} done
          </Text>
        </Group>
        <Progress value={percent} aria-label={`Getting started: ${percent}% done`} />
        <List spacing={6} center>
          {steps.map(({ step, label, done }) => {
            const href = STEP_LINKS[step];
            return (
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
                <Text
                  size="sm"
                  td={done ? 'line-through' : undefined}
                  c={done ? 'dimmed' : undefined}
                >
                  {href && !done ? (
                    <Anchor component={Link} to={href} inherit>
                      {label}
                    </Anchor>
                  ) : (
                    label
                  )}
                  <VisuallyHidden>{done ? ' (done)' : ' (to do)'}</VisuallyHidden>
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
}
