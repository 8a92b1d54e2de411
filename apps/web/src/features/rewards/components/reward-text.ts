import type { Reward } from '@nethub/contract';
import type { Formatters } from '@/lib/format';

type Campaign = NonNullable<Reward['campaign']>;

/** "01/12/26 to 31/12/26" (one day: just the day). */
export const campaignDates = (campaign: Campaign, format: Formatters) =>
  campaign.startsOn === campaign.endsOn
    ? format.day(campaign.startsOn)
    : `${format.day(campaign.startsOn)} to ${format.day(campaign.endsOn)}`;

const count = (n: number) => `${n} connection${n === 1 ? '' : 's'}`;

/** Who the campaign is for, as its owner set it (others are not told the audience). */
export function audienceText(campaign: Campaign) {
  const chosen = campaign.audienceUserIds.length;
  if (campaign.audience === 'INCLUSION') return `Only ${count(chosen)} I chose`;
  if (campaign.audience === 'EXCLUSION') return `All my connections except ${count(chosen)}`;
  return 'All my connections';
}

export const leadsGeneratedText = (n: number) =>
  n === 0 ? 'No leads generated yet' : `${n} lead${n === 1 ? '' : 's'} generated`;
