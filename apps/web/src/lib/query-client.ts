import { QueryClient } from '@tanstack/react-query';
import { getErrorStatus } from './errors';

/** Retry only what may heal by itself: network failures and server errors. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && (getErrorStatus(error) ?? 500) >= 500;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
