import { Badge as MantineBadge, type BadgeProps as MantineBadgeProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * What a badge says about its subject. The colours live in global.css (`.nh-badge`): each tone
 * keeps 4.5:1 contrast in the light and the dark scheme, soft or strong.
 */
export const BADGE_TONES = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export type BadgeProps = {
  /** neutral: a fact or a closed state; info: a tag or a count; success: done, active, paid;
   *  warning: waiting on someone; danger: refused, expired, needs action; accent: a role. */
  tone?: BadgeTone;
  /** strong: a solid chip for the one state that matters most on a card; soft by default. */
  strong?: boolean;
  size?: MantineBadgeProps['size'];
  circle?: boolean;
  leftSection?: ReactNode;
  component?: 'span' | 'li' | 'div';
  w?: MantineBadgeProps['w'];
  style?: CSSProperties;
  id?: string;
  'aria-hidden'?: boolean;
  children: ReactNode;
};

/** The one badge of the app (features use this, not Mantine's: an ESLint rule says so). */
export function Badge({
  tone = 'neutral',
  strong = false,
  component = 'div',
  ...props
}: BadgeProps) {
  return (
    <MantineBadge component={component} className="nh-badge" mod={{ tone, strong }} {...props} />
  );
}
