import { Badge } from '@/components/badge';

/** On sale (buyers can buy it) or off sale; dark fills and outlines keep AA contrast. */
export function OnSaleBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'success' : 'neutral'} strong={active} style={{ flexShrink: 0 }}>
      {active ? 'On sale' : 'Off sale'}
    </Badge>
  );
}
