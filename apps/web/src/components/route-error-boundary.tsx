import { Button, Text } from '@mantine/core';
import { PublicLayout } from './public-layout';

/** Shown when a screen crashes or its code fails to load (e.g. after a new release). */
export function RouteErrorBoundary() {
  return (
    <PublicLayout title="Something went wrong">
      <Text>This page could not be shown. Reloading usually fixes it.</Text>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </PublicLayout>
  );
}
