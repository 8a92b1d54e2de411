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
  },
  dark: {},
});
