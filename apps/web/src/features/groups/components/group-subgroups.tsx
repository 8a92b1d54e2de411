import type { SubGroup } from '@nethub/contract';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SubGroupCard } from './subgroup-card';

/** The group's sub-groups, each with its own page and its own join requests. */
export function GroupSubGroups({ subgroups }: { subgroups: SubGroup[] }) {
  if (subgroups.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Title order={2} fz="h4">
          No sub-groups
        </Title>
        <Text c="dimmed">This group has no sub-groups yet.</Text>
      </Stack>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      aria-label="Sub-groups"
      cols={{ base: 1, lg: 2 }}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {subgroups.map((subgroup) => (
        <SubGroupCard key={subgroup._id} subgroup={subgroup} />
      ))}
    </SimpleGrid>
  );
}
