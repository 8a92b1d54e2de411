import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { SharedFlagsProvider } from '@/lib/shared-flag';
import { styleNonce } from './csp';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

type AppProviderProps = {
  children: React.ReactNode;
  env?: 'default' | 'test';
  /** The app's client, when main.tsx has started queries before the first render. */
  queryClient?: QueryClient;
};

const nonce = styleNonce;
const getStyleNonce = nonce ? () => nonce : undefined;

export function AppProvider({ children, env = 'default', queryClient: client }: AppProviderProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      // Follows the system until the member picks Light or Dark in the account menu
      // (remembered in localStorage by Mantine's colour-scheme manager).
      defaultColorScheme="auto"
      env={env}
      getStyleNonce={getStyleNonce}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <SharedFlagsProvider>{children}</SharedFlagsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
