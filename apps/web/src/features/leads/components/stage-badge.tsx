import type { LeadStatus } from '@nethub/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import { STAGE_COLORS, STAGE_LABELS } from '../lead-constants';

/** Where a lead stands in the pipeline. */
export function StageBadge({ status, ...props }: { status: LeadStatus } & BadgeProps) {
  return (
    <Badge color={STAGE_COLORS[status]} {...props}>
      {STAGE_LABELS[status]}
    </Badge>
  );
}
