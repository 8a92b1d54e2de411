import type { BadgeTone } from '@/components/badge';
import type { OrganizationMember } from '@nethub/contract';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconMailPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { PagedList } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { formatDate, fullName } from '@/lib/format';
import { useDebouncedSearch } from '@/lib/search';
import { useOrganizationGroupOptions, type GroupOption } from '../api/get-organization-groups';
import { useOrganizationMembers } from '../api/get-organization-members';
import { ConsoleLayout } from './console-layout';
import { InviteMemberModal } from './invite-member-modal';
import { Badge } from '@/components/badge';

/** An invited address has an inactive account until its owner signs up. */
export const ACCOUNT_STATUS: Record<
  OrganizationMember['status'],
  { label: string; tone: BadgeTone }
> = {
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Invited', tone: 'info' },
  unverified: { label: 'Unverified', tone: 'neutral' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

function MemberCard({ row }: { row: OrganizationMember }) {
  const nameId = `org-member-${row.member._id}`;
  const status = ACCOUNT_STATUS[row.status];
  const name = fullName(row.member);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={nameId}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <MemberAvatar member={row.member} size={40} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            {row.status === 'active' ? (
              <Anchor
                component={Link}
                to={paths.profile.member.getHref(row.member._id)}
                id={nameId}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Anchor>
            ) : (
              <Text id={nameId} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
            )}
            <Badge tone={status.tone} style={{ flexShrink: 0 }}>
              <VisuallyHidden>Account status: </VisuallyHidden>
              {status.label}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <VisuallyHidden>E-mail: </VisuallyHidden>
            {row.email}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <VisuallyHidden>Groups: </VisuallyHidden>
            {row.groups.map((group) => group.name).join(', ') || 'No group'}
          </Text>
          <Text size="xs" c="dimmed">
            Joined {formatDate(row.joinedAt)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

type Filters = { search: string; groupId: string };
const NO_FILTERS: Filters = { search: '', groupId: '' };

function MembersBody({ organizationId }: { organizationId: string }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const textSearch = useDebouncedSearch(filters.search);
  const groups = useOrganizationGroupOptions(organizationId);
  const members = useOrganizationMembers(organizationId, {
    groupId: filters.groupId,
    textSearch,
  });
  const [inviting, setInviting] = useState(false);
  const filtered = !!textSearch || !!filters.groupId;
  const groupOptions: GroupOption[] = groups.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button
          leftSection={<IconMailPlus size={16} aria-hidden />}
          onClick={() => setInviting(true)}
        >
          Invite member
        </Button>
      </Group>
      <SimpleGrid component="section" aria-label="Filters" cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Search members"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.currentTarget.value })}
        />
        <NativeSelect
          label="Group"
          value={filters.groupId}
          data={[{ value: '', label: 'All groups' }, ...groupOptions]}
          onChange={(event) => setFilters({ ...filters, groupId: event.currentTarget.value })}
          error={groups.isError ? 'Groups could not be loaded' : undefined}
        />
        <Group align="flex-end">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => setFilters(NO_FILTERS)}
          >
            Reset
          </Button>
        </Group>
      </SimpleGrid>
      <PagedList
        list={members}
        loadingLabel="Loading members"
        empty={
          filtered
            ? { title: 'No matches', body: 'Try another search, or reset the filters.' }
            : {
                title: 'No members yet',
                body: 'Members who join your groups, and those you invite, show here.',
              }
        }
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {rows.map((row) => (
              <MemberCard key={row.member._id} row={row} />
            ))}
          </SimpleGrid>
        )}
      </PagedList>
      <InviteMemberModal
        organizationId={organizationId}
        groups={groups}
        opened={inviting}
        onClose={() => setInviting(false)}
      />
    </Stack>
  );
}

/** /organization/members: everyone in the organisation's groups, and invitations by e-mail. */
export function OrganizationMembers() {
  return (
    <ConsoleLayout title="Members">
      {(organization) => <MembersBody organizationId={organization._id} />}
    </ConsoleLayout>
  );
}
