import type { DatePickerInputProps } from '@mantine/dates';

/**
 * What every date field shares: "14 March 2026", the calendar's arrows and level buttons named
 * for screen readers, and no weekend colouring (Mantine's red weekend days fall below AA
 * contrast).
 */
export const DATE_PICKER_PROPS = {
  valueFormat: 'D MMMM YYYY',
  ariaLabels: {
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
    monthLevelControl: 'Choose a month',
    yearLevelControl: 'Choose a year',
  },
  weekendDays: [],
  popoverProps: { withinPortal: true },
} satisfies Partial<DatePickerInputProps>;
