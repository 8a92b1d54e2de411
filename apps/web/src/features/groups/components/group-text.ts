import type { GroupSummary } from '@nethub/contract';

/** "United Kingdom · London, Leeds", or whichever part is known. */
export const groupPlace = (group: Pick<GroupSummary, 'country' | 'regions'>) =>
  [group.country?.name, group.regions.map((region) => region.name).join(', ')]
    .filter(Boolean)
    .join(' · ');

export const memberCountText = (count: number) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'member' : 'members'}`;
