import dayjs from 'dayjs';

/** Dates read dd/MM/yy (spec §9). */
export const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YY');

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export const initials = (person: { firstName: string; lastName: string }) =>
  `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
