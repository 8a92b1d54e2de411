import type { OrganizationGroup } from '@nethub/contract';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EditButton } from '@/components/edit-button';
import { useSetGroupCover } from '../api/set-picture';
import { PictureField } from './picture-field';
import { PagedList } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { plural } from '@/lib/format';
import { useDebouncedSearch } from '@/lib/search';
import { useOrganizationGroups } from '../api/get-organization-groups';
import { ConsoleLayout } from './console-layout';
import { GroupFormModal, type GroupFormTarget, type OwnerGroup } from './group-form-modal';

/** "United Kingdom · London, Leeds", or whichever part is known. */
const groupPlace = (group: OwnerGroup) =>
  [group.country?.name, group.regions.map((region) => region.name).join(', ')]
    .filter(Boolean)
    .join(' · ');

/** The group's join requests: a link that stands out while some wait. */
function RequestsLink({ group }: { group: OwnerGroup }) {
  const waiting = group.pendingRequests > 0;
  return (
    <Button
      component={Link}
      to={paths.groups.requests.getHref(group._id)}
      size="compact-sm"
      variant={waiting ? 'filled' : 'default'}
      fw={waiting ? 700 : 500}
    >
      {waiting ? plural(group.pendingRequests, 'pending request') : 'No pending requests'}{' '}
      <VisuallyHidden>for {group.name}</VisuallyHidden>
    </Button>
  );
}

type GroupFactsProps = {
  group: OwnerGroup;
  nameId: string;
  /** A group's name is an h2, a sub-group's an h4 (under the card's "Sub-groups" h3). */
  headingOrder: 2 | 4;
  onEdit: () => void;
};

/** A group's name (its page), size, requests and edit button. */
function GroupFacts({ group, nameId, headingOrder, onEdit }: GroupFactsProps) {
  const place = groupPlace(group);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Title order={headingOrder} fz="md" id={nameId} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={paths.groups.detail.getHref(group._id)} inherit>
            {group.name}
          </Anchor>
        </Title>
        <EditButton name={group.name} onClick={onEdit} />
      </Group>
      {group.description && (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {group.description}
        </Text>
      )}
      {place && (
        <Text size="sm" c="dimmed">
          <VisuallyHidden>Location: </VisuallyHidden>
          {place}
        </Text>
      )}
      {group.sectors.length > 0 && (
        <Text size="sm" c="dimmed">
          <VisuallyHidden>Sectors: </VisuallyHidden>
          {group.sectors.map((sector) => sector.name).join(', ')}
        </Text>
      )}
      <Group gap="md" align="center">
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{plural(group.memberCount, 'member')}</Text>
        </Group>
        <RequestsLink group={group} />
      </Group>
    </Stack>
  );
}

type OwnerGroupCardProps = {
  organizationId: string;
  group: OrganizationGroup;
  onOpen: (target: GroupFormTarget) => void;
};

/** The cover members see on the group's card and page (top-level groups show covers). */
function GroupCover({ organizationId, group }: { organizationId: string; group: OwnerGroup }) {
  const save = useSetGroupCover(organizationId, group._id);
  return (
    <PictureField label="Cover" of={group.name} url={group.coverUrl} shape="wide" save={save} />
  );
}

function OwnerGroupCard({ organizationId, group, onOpen }: OwnerGroupCardProps) {
  const nameId = `owner-group-${group._id}`;
  const subgroupsId = `owner-subgroups-${group._id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={nameId}>
      <Stack gap="md">
        <GroupFacts
          group={group}
          nameId={nameId}
          headingOrder={2}
          onEdit={() => onOpen({ mode: 'edit', group })}
        />
        <GroupCover organizationId={organizationId} group={group} />
        <Stack gap="xs">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={3} fz="sm" id={subgroupsId}>
              Sub-groups ({group.subgroups.length})
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onOpen({ mode: 'create', parent: group })}
              aria-label={`Add sub-group to ${group.name}`}
            >
              Add sub-group
            </Button>
          </Group>
          {group.subgroups.length > 0 && (
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-labelledby={subgroupsId}
            >
              {group.subgroups.map((subgroup) => (
                <Paper
                  key={subgroup._id}
                  component="li"
                  withBorder
                  p="sm"
                  bg="var(--nh-surface-muted)"
                >
                  <GroupFacts
                    group={subgroup}
                    nameId={`owner-group-${subgroup._id}`}
                    headingOrder={4}
                    onEdit={() => onOpen({ mode: 'edit', group: subgroup })}
                  />
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

function GroupsBody({ organizationId }: { organizationId: string }) {
  const [search, setSearch] = useState('');
  const textSearch = useDebouncedSearch(search);
  const groups = useOrganizationGroups(organizationId, textSearch);
  const [target, setTarget] = useState<GroupFormTarget | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <TextInput
          label="Search groups"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setTarget({ mode: 'create' })}
        >
          Create group
        </Button>
      </Group>
      <PagedList
        list={groups}
        loadingLabel="Loading groups"
        empty={
          textSearch
            ? { title: 'No matches', body: 'Try another search.' }
            : {
                title: 'No groups yet',
                body: 'Create your first network group: members can then find it and ask to join.',
              }
        }
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {rows.map((group) => (
              <OwnerGroupCard
                key={group._id}
                organizationId={organizationId}
                group={group}
                onOpen={setTarget}
              />
            ))}
          </SimpleGrid>
        )}
      </PagedList>
      <GroupFormModal
        organizationId={organizationId}
        target={target}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}

/** /organization/groups: the organisation's groups and sub-groups, to create and edit. */
export function OrganizationGroups() {
  return (
    <ConsoleLayout title="Groups">
      {(organization) => <GroupsBody organizationId={organization._id} />}
    </ConsoleLayout>
  );
}
