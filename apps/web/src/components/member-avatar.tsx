import type { ProfileCard } from '@nethub/contract';
import { Avatar } from '@mantine/core';
import { fullName, initials } from '@/lib/format';

type MemberAvatarProps = { member: ProfileCard; size: number };

/** A member's photo, or their initials, beside their name. */
export function MemberAvatar({ member, size }: MemberAvatarProps) {
  return (
    <Avatar
      src={member.avatarUrl}
      alt={fullName(member)}
      // Initials only repeat the name beside them.
      aria-hidden={member.avatarUrl ? undefined : true}
      color="blue"
      radius="xl"
      size={size}
    >
      {initials(member)}
    </Avatar>
  );
}
