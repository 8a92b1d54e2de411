import { Badge } from '@mantine/core';

/** On sale (buyers can buy it) or off sale; dark fills and outlines keep AA contrast. */
export function OnSaleBadge({ active }: { active: boolean }) {
  return (
    <Badge
      color={active ? 'blue.9' : 'gray.7'}
      variant={active ? 'filled' : 'outline'}
      style={{ flexShrink: 0 }}
    >
      {active ? 'On sale' : 'Off sale'}
    </Badge>
  );
}
