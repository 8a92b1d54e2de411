import type { SearchResult } from '@nethub/contract';
import { Box, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { useDebouncedSearch } from '@/lib/search';
import { SEARCH_MIN, useSearch } from '../api/search';

type Option = { key: string; href: string; label: ReactNode; detail?: ReactNode; seeAll?: boolean };
type Section = { title: string; options: Option[] };

const withQ = (path: string, q: string) => `${path}?${new URLSearchParams({ q })}`;

/** The answer as sections with headings, each with its rows and, when more match, "See all". */
function sectionsOf(
  result: SearchResult,
  q: string,
  format: ReturnType<typeof useFormatters>,
): Section[] {
  // Every group that found something links to its full page, searching the same words.
  const seeAll = (kind: string, path: string, found: boolean): Option[] =>
    found
      ? [{ key: `all-${kind}`, href: withQ(path, q), label: `See all ${kind}`, seeAll: true }]
      : [];
  const sections: Section[] = [
    {
      title: 'People',
      options: [
        ...result.people.rows.map((person) => ({
          key: person._id,
          href: paths.profile.member.getHref(person._id),
          label: `${person.firstName} ${person.lastName}`,
          detail:
            [person.connected ? 'Connection' : null, person.headline ?? person.jobTitle]
              .filter(Boolean)
              .join(' · ') || undefined,
        })),
        ...seeAll('people', paths.explore.getHref(), result.people.rows.length > 0),
      ],
    },
    {
      title: 'Groups',
      options: [
        ...result.groups.rows.map((group) => ({
          key: group._id,
          href: paths.groups.detail.getHref(group._id),
          label: group.name,
          detail: [
            group.isMember ? 'Your group' : null,
            group.parentId ? 'Sub-group' : null,
            `${group.memberCount} ${group.memberCount === 1 ? 'member' : 'members'}`,
          ]
            .filter(Boolean)
            .join(' · '),
        })),
        ...seeAll('groups', paths.groups.root.getHref(), result.groups.rows.length > 0),
      ],
    },
    {
      title: 'Posts',
      options: [
        ...result.posts.rows.map((post) => ({
          key: post._id,
          href: paths.community.post.getHref(post._id),
          label: post.excerpt,
          detail: `${post.author.firstName} ${post.author.lastName}${
            post.groupName ? ` in ${post.groupName}` : ''
          } · ${format.date(post.createdAt)}`,
        })),
        ...seeAll('posts', paths.community.root.getHref(), result.posts.rows.length > 0),
      ],
    },
    {
      title: 'Messages',
      options: [
        ...result.messages.rows.map((hit) => ({
          key: hit.message._id,
          href: paths.messages.getHref(
            hit.channelType === 'single' ? 'direct-messages' : 'group-chats',
            hit.message.channel,
            hit.message,
          ),
          label: (
            <>
              {hit.highlight.map((part, i) =>
                part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
              )}
            </>
          ),
          detail: `${hit.channelName} · ${format.date(hit.message.createdAt)}`,
        })),
        ...seeAll('messages', paths.messages.path, result.messages.rows.length > 0),
      ],
    },
  ];
  return sections.filter((section) => section.options.length > 0);
}

type SearchDialogProps = { opened: boolean; onClose: () => void };

/**
 * The header search's dialog (ADR 033): a combobox whose list groups people, groups, posts and
 * messages under headings. Arrow keys move through the results, Enter opens one, Escape closes.
 */
export function SearchDialog({ opened, onClose }: SearchDialogProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebouncedSearch(text);
  const search = useSearch(q);
  const navigate = useNavigate();
  const format = useFormatters();
  const id = useId();
  const listId = `${id}-results`;

  const ready = q.length >= SEARCH_MIN && search.isSuccess;
  const sections = ready ? sectionsOf(search.data, q, format) : [];
  const options = sections.flatMap((section) => section.options);
  const indexOf = new Map(options.map((option, i) => [option, i]));
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    setText('');
    void navigate(option.href);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!options.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : options.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(options[current]);
    }
  };

  let status: ReactNode;
  if (text.trim().length < SEARCH_MIN)
    status = 'Type at least two characters to search people, groups, posts and messages.';
  else if (q !== text.trim() || search.isPending || (search.isFetching && !ready))
    status = (
      <Group gap="xs" component="span">
        <Loader size="xs" aria-hidden /> Searching…
      </Group>
    );
  else if (search.isError)
    status = (
      <Group gap="sm" component="span">
        The search did not answer. Check your connection and try again.
        <Button size="compact-sm" variant="light" onClick={() => void search.refetch()}>
          Try again
        </Button>
      </Group>
    );
  else if (!options.length) status = `Nothing matches “${q}”.`;
  else {
    const count = options.filter((option) => !option.seeAll).length;
    status = `${count} ${count === 1 ? 'result' : 'results'} for “${q}”. Use the arrow keys to move and Enter to open.`;
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Search"
      closeButtonProps={{ 'aria-label': 'Close search' }}
      size="lg"
      yOffset="8vh"
      transitionProps={{ duration: 0 }}
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          role="combobox"
          aria-label="Search people, groups, posts and messages"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionId(current) : undefined}
          placeholder="Search people, groups, posts and messages"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
        />
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {status}
        </Text>
        <Box id={listId} role="listbox" aria-label="Search results" hidden={!options.length}>
          {sections.map((section) => {
            const headingId = `${id}-${section.title}`;
            return (
              <Box key={section.title} role="group" aria-labelledby={headingId} mb="sm">
                <Text
                  id={headingId}
                  size="xs"
                  fw={700}
                  tt="uppercase"
                  c="dimmed"
                  px="xs"
                  py={4}
                  role="presentation"
                >
                  {section.title}
                </Text>
                {section.options.map((option) => {
                  const mine = indexOf.get(option) ?? 0;
                  const selected = mine === current;
                  return (
                    <Box
                      key={option.key}
                      id={optionId(mine)}
                      role="option"
                      aria-selected={selected}
                      px="xs"
                      py={6}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActive(mine)}
                      onClick={() => go(option)}
                      style={{
                        cursor: 'pointer',
                        borderRadius: 'var(--mantine-radius-sm)',
                        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                      }}
                    >
                      <Text size="sm" fw={option.seeAll ? 600 : 500} lineClamp={2}>
                        {option.label}
                      </Text>
                      {option.detail && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {option.detail}
                        </Text>
                      )}
                    </Box>
                  );
                })}
              </Box>
            );
          })}
        </Box>
      </Stack>
    </Modal>
  );
}
