import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { BookmarkChange } from '@/lib/bookmarks';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

type BookmarkMutation = {
  isPending: boolean;
  variables: BookmarkChange | undefined;
  mutate: (change: BookmarkChange, options: { onError: (error: unknown) => void }) => void;
};

/** A star that bookmarks one thing; `label` names it for screen readers ("Bookmark Ann Lee"). */
export function BookmarkToggle({
  id,
  bookmarked,
  label,
  mutation,
}: {
  id: string;
  bookmarked: boolean;
  label: string;
  mutation: BookmarkMutation;
}) {
  // Shown at once; the server's answer (or a failure) settles it.
  const pressed =
    mutation.isPending && mutation.variables ? mutation.variables.bookmark : bookmarked;
  const Icon = pressed ? IconStarFilled : IconStar;
  return (
    <ActionIcon
      variant="subtle"
      color={pressed ? 'orange.9' : 'gray.7'}
      size="lg"
      aria-label={label}
      aria-pressed={pressed}
      onClick={() =>
        mutation.mutate(
          { id, bookmark: !pressed },
          { onError: (error) => notify.error(getErrorMessage(error)) },
        )
      }
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
}
