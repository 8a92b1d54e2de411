import { PROFILE_RATING_TOTAL } from '@nethub/contract/constants';
import type { ProfileRating } from '@nethub/contract';
import { Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';

export function ProfileCompleteness({ rating }: { rating: ProfileRating }) {
  const total = rating.totalRating || PROFILE_RATING_TOTAL;
  const complete = rating.missing.length === 0;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4">
            Profile completeness
          </Title>
          <Text fw={700} fz="xl">
            {rating.profileRating}%
          </Text>
        </Group>
        <Progress
          value={rating.profileRating}
          color={complete ? 'teal.9' : 'blue'}
          size="lg"
          aria-label="Profile completeness"
        />
        <Text size="sm">
          {rating.totalDone} of {total} done
        </Text>
        {complete ? (
          <Text size="sm" c="var(--nh-success-color)">
            Your profile is complete. Members can see who you are and what you do.
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Still to add:
            </Text>
            <List size="sm" spacing={2}>
              {rating.missing.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
