import { BREAKPOINTS } from '@nethub/contract/constants';
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 and the darker dimmed/error colours below keep text at WCAG AA contrast.
  primaryShade: 8,
  defaultRadius: 'md',
  breakpoints: {
    xs: '36em',
    sm: em(BREAKPOINTS.tablet),
    md: em(BREAKPOINTS.desktopMin),
    lg: '75em',
    xl: '88em',
  },
  components: {
    Notification: { defaultProps: { withBorder: true } },
    // Links inside text are told apart by more than colour (axe link-in-text-block, #19).
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine's focus placeholder (a focusable role="presentation" div) breaks the menu's
    // required children (axe aria-required-children): the first item takes focus instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Text on light backgrounds (active nav link, light alerts and badges).
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    // Our own surfaces (decision 026): a quiet panel, another member's chat bubble.
    '--nh-surface-muted': 'var(--mantine-color-gray-0)',
    '--nh-success-color': 'var(--mantine-color-teal-9)',
    '--nh-bubble-bg': 'var(--mantine-color-gray-1)',
    '--nh-bubble-color': 'var(--mantine-color-dark-9)',
  },
  // Dark: text colours lighter than Mantine's defaults so small text keeps 4.5:1 on dark-7
  // (the body) and dark-6 (panels, dropdowns).
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-3)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-2)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-2)',
    '--nh-surface-muted': 'var(--mantine-color-dark-6)',
    '--nh-success-color': 'var(--mantine-color-teal-3)',
    '--nh-bubble-bg': 'var(--mantine-color-dark-5)',
    '--nh-bubble-color': 'var(--mantine-color-dark-0)',
  },
});
