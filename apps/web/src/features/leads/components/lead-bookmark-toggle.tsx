import type { Lead } from '@nethub/contract';
import { BookmarkToggle } from '@/components/bookmark-toggle';
import { fullName } from '@/lib/format';
import { useBookmarkLead } from '../api/bookmark-lead';

export function LeadBookmarkToggle({ lead }: { lead: Lead }) {
  return (
    <BookmarkToggle
      id={lead._id}
      bookmarked={lead.bookmark}
      label={`Bookmark lead ${fullName(lead.contact)}`}
      mutation={useBookmarkLead()}
    />
  );
}
