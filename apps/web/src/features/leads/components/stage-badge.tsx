import type { LeadStatus } from '@nethub/contract';
import { Badge, type BadgeProps } from '@/components/badge';
import { STAGE_LABELS, STAGE_TONES } from '../lead-constants';

/** Where a lead stands in the pipeline. */
export function StageBadge({
  status,
  ...props
}: { status: LeadStatus } & Omit<BadgeProps, 'children' | 'tone'>) {
  return (
    <Badge tone={STAGE_TONES[status]} strong {...props}>
      {STAGE_LABELS[status]}
    </Badge>
  );
}
