import type { UseQueryResult } from '@tanstack/react-query';
import { FetchFailedAlert } from '@/components/fetch-failed-alert';
import { PageLoader } from '@/components/page-loader';
import { isNotFound, NOT_FOUND, NotFoundNotice } from './load-states';
import { PublicPage } from './public-page';

type RecordPageProps<T> = {
  query: UseQueryResult<T>;
  /** The address names no record: nothing to load. */
  missing: boolean;
  /** The page's title while loading, or when loading failed. */
  title: string;
  loadingLabel: string;
  /** The kind of record, for what its page says when it is not found. */
  record: keyof typeof NOT_FOUND;
  inShell?: boolean;
  /** The page, once the record is here. */
  children: (data: T) => React.ReactNode;
};

/** An open page of one record read by its id: not found, loading, failed, or the page itself. */
export function RecordPage<T>({
  query,
  missing,
  title,
  loadingLabel,
  record,
  inShell,
  children,
}: RecordPageProps<T>) {
  if (missing || (query.isError && isNotFound(query.error))) {
    const { title: notFoundTitle, ...notFound } = NOT_FOUND[record];
    return (
      <PublicPage title={notFoundTitle} inShell={inShell}>
        <NotFoundNotice {...notFound} />
      </PublicPage>
    );
  }
  if (query.isPending) {
    return (
      <PublicPage title={title} inShell={inShell}>
        <PageLoader inline label={loadingLabel} />
      </PublicPage>
    );
  }
  if (query.isError) {
    return (
      <PublicPage title={title} inShell={inShell}>
        <FetchFailedAlert onRetry={() => void query.refetch()} />
      </PublicPage>
    );
  }
  return children(query.data);
}
