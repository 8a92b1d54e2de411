import { Box, Stack } from '@mantine/core';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { CHAT_HEIGHT } from './chat-layout';
import { Conversation } from './conversation';

type ProfileMessagePageProps = { memberId: string; channel: string };

/** /profile/{id}/message/{channel}: the direct conversation opened from a member's profile. */
export function ProfileMessagePage({ memberId, channel }: ProfileMessagePageProps) {
  return (
    <Stack gap="md">
      <BackLink to={paths.profile.member.getHref(memberId)}>Back to profile</BackLink>
      <PageTitle title="Messages" />
      <Box h={CHAT_HEIGHT} display="flex">
        <Conversation channel={channel} listHref={paths.messages.getHref('direct-messages')} />
      </Box>
    </Stack>
  );
}
