import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { AverageRating } from './average-rating';

export type GroupBannerProps = {
  name: string;
  coverUrl: string | null;
  organization: { name: string; logoUrl: string | null };
  memberCount: number;
  averageRating: number;
  reviewCount: number;
};

const memberCountText = (count: number) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'member' : 'members'}`;

/** The first letters of an organisation's first two words, where it has no logo. */
const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** An organisation's logo, or its initials. Decorative: its name is always written beside it. */
export function OrganizationLogo({
  organization,
  size,
}: {
  organization: GroupBannerProps['organization'];
  size: number;
}) {
  return (
    <Avatar
      component="span"
      src={organization.logoUrl}
      alt=""
      aria-hidden
      radius="md"
      size={size}
      color="blue"
    >
      {monogram(organization.name)}
    </Avatar>
  );
}

/** A group's cover picture (decorative), or a quiet band of colour where it has none. */
export function GroupCover({ url, height }: { url: string | null; height: number }) {
  return url ? (
    <Box
      component="img"
      src={url}
      alt=""
      loading="lazy"
      h={height}
      w="100%"
      display="block"
      style={{ objectFit: 'cover' }}
    />
  ) : (
    <Box h={height} bg="var(--mantine-color-blue-light)" aria-hidden />
  );
}

/**
 * A group's header on open pages (the sales pages): its cover, the organisation's logo, the
 * group's name and organisation, its size and its rating.
 */
export function GroupBanner(group: GroupBannerProps) {
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden' }}
      aria-label={group.name}
      component="section"
    >
      <GroupCover url={group.coverUrl} height={120} />
      <Group p="md" gap="md" wrap="nowrap" align="center">
        <OrganizationLogo organization={group.organization} size={56} />
        <Stack gap={4} miw={0}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {group.organization.name}
          </Text>
          <Group gap="md">
            <Group gap={4} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">{memberCountText(group.memberCount)}</Text>
            </Group>
            <AverageRating average={group.averageRating} count={group.reviewCount} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
