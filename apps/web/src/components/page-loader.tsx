import { Center, Loader } from '@mantine/core';

type PageLoaderProps = { label?: string; inline?: boolean };

export function PageLoader({ label = 'Loading', inline = false }: PageLoaderProps) {
  return (
    <Center mih={inline ? 160 : '100dvh'}>
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
