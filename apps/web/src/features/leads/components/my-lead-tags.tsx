import { LEAD_TAG_MAX_LENGTH, LEAD_TAGS_MAX } from '@nethub/contract/constants';
import { Button, Card, Group, Stack, TagsInput, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { getErrorMessage, getFieldErrors, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDebouncedSearch } from '@/lib/search';
import { useMyLeadTags, useSaveMyLeadTags, useTagSuggestions } from '../api/lead-tags';

const sameTags = (a: string[], b: string[]) =>
  a.length === b.length && a.every((tag, index) => tag === b[index]);

/** Trimmed, within the length limit, without case-insensitive repeats. */
function cleanTags(tags: string[]) {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, LEAD_TAG_MAX_LENGTH);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    clean.push(tag);
  }
  return clean.slice(0, LEAD_TAGS_MAX);
}

function MyLeadTagsForm({ saved }: { saved: string[] }) {
  const save = useSaveMyLeadTags();
  // `null`: untouched, the saved tags show.
  const [draft, setDraft] = useState<string[] | null>(null);
  const [search, setSearch] = useState('');
  const name = useDebouncedSearch(search);
  const suggestions = useTagSuggestions(name);
  const tags = draft ?? saved;
  const changed = draft !== null && !sameTags(draft, saved);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    save.mutate(tags, {
      onSuccess: () => {
        setDraft(null);
        notify.success(MESSAGES.updated);
      },
    });
  };

  const saveError = save.error
    ? (getFieldErrors(save.error).tags ?? getErrorMessage(save.error))
    : undefined;

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        <TagsInput
          label="My lead tags"
          description={`Up to ${LEAD_TAGS_MAX} tags of ${LEAD_TAG_MAX_LENGTH} characters at most. Press Enter or comma after each.`}
          placeholder={tags.length < LEAD_TAGS_MAX ? 'e.g. Accounting' : undefined}
          value={tags}
          onChange={(next) => {
            setDraft(cleanTags(next));
            save.reset();
          }}
          searchValue={search}
          onSearchChange={setSearch}
          data={name ? (suggestions.data ?? []) : []}
          maxTags={LEAD_TAGS_MAX}
          maxLength={LEAD_TAG_MAX_LENGTH}
          splitChars={[',']}
          clearable
          error={saveError}
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="sm">
          <Button type="submit" disabled={!changed} loading={save.isPending}>
            Save tags
          </Button>
          {changed && (
            <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** "Leads I'm looking for": my own lead tags, which members choose from when passing me a lead. */
export function MyLeadTags() {
  const myTags = useMyLeadTags();
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          Leads I&apos;m looking for
        </Title>
        <Text size="sm" c="dimmed">
          Your connections choose from these tags when they pass you a lead, so you receive the
          kinds of leads you want.
        </Text>
        {myTags.isPending && <PageLoader inline label="Loading your lead tags" />}
        {myTags.isError && (
          <RetryAlert error={myTags.error} onRetry={() => void myTags.refetch()} />
        )}
        {myTags.isSuccess && <MyLeadTagsForm saved={myTags.data.tags} />}
      </Stack>
    </Card>
  );
}
