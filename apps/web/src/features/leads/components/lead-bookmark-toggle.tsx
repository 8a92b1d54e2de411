import type { Lead } from '@nethub/contract';
import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { getErrorMessage } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useBookmarkLead } from '../api/bookmark-lead';

export function LeadBookmarkToggle({ lead }: { lead: Lead }) {
  const bookmark = useBookmarkLead();
  // Shown at once; the server's answer (or a failure) settles it.
  const pressed = bookmark.isPending ? bookmark.variables.bookmark : lead.bookmark;
  const handleToggle = () =>
    bookmark.mutate(
      { id: lead._id, bookmark: !pressed },
      { onError: (error) => notify.error(getErrorMessage(error)) },
    );
  const Icon = pressed ? IconStarFilled : IconStar;
  return (
    <ActionIcon
      variant="subtle"
      color={pressed ? 'orange.9' : 'gray.7'}
      size="lg"
      aria-label={`Bookmark lead ${fullName(lead.contact)}`}
      aria-pressed={pressed}
      onClick={handleToggle}
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
}
