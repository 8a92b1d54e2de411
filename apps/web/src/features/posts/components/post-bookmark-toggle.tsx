import type { Post } from '@nethub/contract';
import { BookmarkToggle } from '@/components/bookmark-toggle';
import { fullName } from '@/lib/format';
import { useBookmarkPost } from '../api/bookmark-post';

export function PostBookmarkToggle({ post }: { post: Post }) {
  return (
    <BookmarkToggle
      id={post._id}
      bookmarked={post.bookmark}
      label={`Bookmark post by ${fullName(post.author)}`}
      mutation={useBookmarkPost()}
    />
  );
}
