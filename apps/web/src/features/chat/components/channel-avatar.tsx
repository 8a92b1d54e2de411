import { Avatar } from '@mantine/core';
import { nameInitials } from '../lib/message-text';

type ChannelAvatarProps = { name: string; src: string | null; size: number };

/** A conversation's picture, or its name's initials; the name is always shown beside it. */
export function ChannelAvatar({ name, src, size }: ChannelAvatarProps) {
  return (
    <Avatar src={src} alt="" aria-hidden color="blue" radius="xl" size={size}>
      {nameInitials(name)}
    </Avatar>
  );
}
