import type { Faq } from '@nethub/contract';
import { Accordion, Alert, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { PlainText } from '@/components/plain-text';
import { getErrorMessage } from '@/lib/errors';
import { useFaqs } from '../api/get-faqs';
import { LoadMoreButton } from '@/components/load-more-button';
import { useDebouncedSearch } from '@/lib/search';

function resultSummary(shown: number, total: number, textSearch: string) {
  if (shown > 0) return `Showing ${shown} of ${total} questions`;
  return textSearch
    ? `No questions match “${textSearch}”.`
    : 'No questions have been published yet.';
}

function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion variant="separated" order={2}>
      {faqs.map((faq) => (
        <Accordion.Item key={faq._id} value={faq._id}>
          <Accordion.Control>
            <Text fw={600}>{faq.question}</Text>
            <Text size="sm" c="dimmed">
              {faq.category}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <PlainText text={faq.answer} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function FaqList() {
  const [search, setSearch] = useState('');
  const textSearch = useDebouncedSearch(search);
  const faqs = useFaqs(textSearch);
  const rows = faqs.data?.pages.flatMap((page) => page.rows) ?? [];
  const totalRows = faqs.data?.pages[0]?.totalRows ?? 0;

  return (
    <Stack>
      <TextInput
        label="Search questions"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {faqs.isPending && <PageLoader inline label="Loading questions" />}
      {faqs.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {getErrorMessage(faqs.error)}
        </Alert>
      )}
      {faqs.isSuccess && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {resultSummary(rows.length, totalRows, textSearch)}
          </Text>
          <FaqAccordion faqs={rows} />
          <LoadMoreButton pages={faqs} />
        </>
      )}
    </Stack>
  );
}
