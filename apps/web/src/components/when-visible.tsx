import { Skeleton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { Suspense, useState } from 'react';

type WhenVisibleProps = {
  /** The placeholder's height, until `children` (usually a lazy chart) is shown. */
  height: number;
  children: React.ReactNode;
};

/**
 * Renders `children` once its place scrolls into view: a heavy chart library loads then (at once
 * on a desktop, later on a phone), not with the page.
 */
export function WhenVisible({ height, children }: WhenVisibleProps) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  // Once seen, stays: scrolling away must not unload it.
  if (inViewport && !seen) setSeen(true);
  const placeholder = <Skeleton height={height} aria-hidden />;
  return (
    <div ref={ref}>
      {seen ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
