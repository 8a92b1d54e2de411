import type { ProfileCard } from '@nethub/contract';
import { Avatar } from '@mantine/core';
import { fullName, initials } from '@/lib/format';

type MemberAvatarProps = {
  member: Pick<ProfileCard, 'firstName' | 'lastName' | 'avatarUrl'>;
  size: number;
  /** Where the text beside it already names the member (a notification): hidden from readers. */
  decorative?: boolean;
};

/** A member's photo, or their initials, beside their name. */
export function MemberAvatar({ member, size, decorative = false }: MemberAvatarProps) {
  return (
    <Avatar
      // A span: it may sit inside a link or button, where only phrasing content is allowed.
      component="span"
      src={member.avatarUrl}
      alt={decorative ? '' : fullName(member)}
      // Initials only repeat the name beside them.
      aria-hidden={member.avatarUrl && !decorative ? undefined : true}
      color="blue"
      radius="xl"
      size={size}
    >
      {initials(member)}
    </Avatar>
  );
}
