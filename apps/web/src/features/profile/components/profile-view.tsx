import type { FullProfile, ProfileCard } from '@nethub/contract';
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconMail,
  IconMapPin,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import { PlainText } from '@/components/plain-text';
import { fullName, initials, useFormatters } from '@/lib/format';
import { Badge } from '@/components/badge';

type HeadingOrder = 1 | 2;

export const locationText = (profile: ProfileCard) =>
  [profile.location.region?.name, profile.location.country?.name].filter(Boolean).join(', ');

const roleText = (profile: ProfileCard) =>
  [profile.jobTitle, profile.company].filter(Boolean).join(' at ');

/** Only web links are ever rendered as links (never `javascript:` and the like). */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

const displayUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** The card: what every member may see of another. */
export function ProfileSummary({
  profile,
  nameOrder,
}: {
  profile: ProfileCard;
  nameOrder: HeadingOrder;
}) {
  const role = roleText(profile);
  const location = locationText(profile);
  return (
    <Card withBorder padding="lg">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Avatar
          src={profile.avatarUrl}
          alt={fullName(profile)}
          // Initials only repeat the name beside them.
          aria-hidden={profile.avatarUrl ? undefined : true}
          color="blue"
          radius="xl"
          size={72}
        >
          {initials(profile)}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Title order={nameOrder} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {fullName(profile)}
          </Title>
          {profile.headline && <Text fw={500}>{profile.headline}</Text>}
          {role && (
            <Group gap={6} wrap="nowrap">
              <IconBriefcase size={16} aria-hidden />
              <Text size="sm">{role}</Text>
            </Group>
          )}
          {location && (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{location}</Text>
            </Group>
          )}
          {profile.isOrgOwner && (
            <Badge tone="accent" w="fit-content">
              Organisation owner
            </Badge>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (!isWebLink(href)) return <Text span>{href}</Text>;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Anchor>
  );
}

function ContactLine({
  icon: Icon,
  children,
}: {
  icon: typeof IconMail;
  children: React.ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Icon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Everything beyond the card: shown to the member themselves, or when visibility allows. */
export function ProfileDetails({
  profile,
  sectionOrder,
}: {
  profile: FullProfile;
  sectionOrder: 2 | 3;
}) {
  const format = useFormatters();
  const hasContact = profile.email || profile.phone || profile.website || profile.meetingUrl;
  return (
    <Card withBorder padding="lg">
      <Stack gap="lg">
        {profile.bio && (
          <Stack gap="xs">
            <Title order={sectionOrder} fz="h4">
              About
            </Title>
            <PlainText text={profile.bio} />
          </Stack>
        )}
        {profile.sectors.length > 0 && (
          <Stack gap="xs">
            <Title order={sectionOrder} fz="h4">
              Sectors
            </Title>
            <Group gap="xs">
              {profile.sectors.map((sector) => (
                <Badge key={sector._id} tone="info">
                  {sector.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
        {hasContact && (
          <Stack gap="xs">
            <Title order={sectionOrder} fz="h4">
              Contact details
            </Title>
            {profile.email && (
              <ContactLine icon={IconMail}>
                <Anchor href={`mailto:${profile.email}`}>{profile.email}</Anchor>
              </ContactLine>
            )}
            {profile.phone && (
              <ContactLine icon={IconPhone}>
                <Anchor href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}>
                  {profile.phone}
                </Anchor>
              </ContactLine>
            )}
            {profile.website && (
              <ContactLine icon={IconWorld}>
                <ExternalLink href={profile.website}>{displayUrl(profile.website)}</ExternalLink>
              </ContactLine>
            )}
            {profile.meetingUrl && (
              <ContactLine icon={IconCalendarEvent}>
                <ExternalLink href={profile.meetingUrl}>Book a meeting</ExternalLink>
              </ContactLine>
            )}
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          Member since {format.date(profile.memberSince)}
        </Text>
      </Stack>
    </Card>
  );
}
