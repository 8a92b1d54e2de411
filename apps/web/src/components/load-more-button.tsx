import { Button } from '@mantine/core';

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** "Load more" under a paged list (spec §4): shown only while more pages exist; appends one. */
export function LoadMoreButton({ pages }: { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="light"
      onClick={() => void pages.fetchNextPage()}
      loading={pages.isFetchingNextPage}
      style={{ alignSelf: 'center' }}
    >
      Load more
    </Button>
  );
}
