import type { CurrentUser } from '@nethub/contract';
import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { PublicLayout } from '@/components/public-layout';
import { useAuth } from '@/lib/auth';

// Visitors never download the signed-in shell: members load it when the page opens.
const AppLayout = lazy(() =>
  import('@/features/shell').then((module) => ({ default: module.AppLayout })),
);

/** The signed-in member reading an open page, or null for a visitor. */
export function useSignedInUser(): CurrentUser | null {
  const auth = useAuth();
  return auth.status === 'authenticated' ? auth.user : null;
}

export type PublicPageProps = {
  title: string;
  description?: React.ReactNode;
  /** Shown by a members' route, whose shell is already around it. */
  inShell?: boolean;
  children: React.ReactNode;
};

/**
 * An open page: visitors read it in the public layout, signed-in members inside the shell
 * (spec §2 routes open without login).
 */
export function PublicPage({ title, description, inShell = false, children }: PublicPageProps) {
  const auth = useAuth();
  const page = (
    <Stack gap="lg" maw={720}>
      <PageTitle title={title} description={description} />
      {children}
    </Stack>
  );
  if (inShell) return page;
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'authenticated') {
    return (
      <Suspense fallback={<PageLoader />}>
        <AppLayout>{page}</AppLayout>
      </Suspense>
    );
  }
  return (
    <PublicLayout title={title} description={description} size="md">
      {children}
    </PublicLayout>
  );
}
