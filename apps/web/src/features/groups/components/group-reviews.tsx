import type { GroupDetail } from '@nethub/contract';
import { Stack, Text } from '@mantine/core';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { useGroupReviews } from '../api/get-group-reviews';
import { GROUP_TEXT } from '../group-constants';
import { AverageRating } from './average-rating';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/** Why I cannot review the group, when I cannot. */
const cannotReviewText = (group: GroupDetail) =>
  group.me.role === 'OWNER' ? GROUP_TEXT.ownerCannotReview : GROUP_TEXT.reviewMembersOnly;

/** The group's reviews, newest first, and my own to write or edit when I may. */
export function GroupReviews({ group }: { group: GroupDetail }) {
  const reviews = useGroupReviews(group._id);
  if (reviews.isPending) return <PageLoader inline label="Loading reviews" />;
  if (reviews.isError) {
    return <RetryAlert error={reviews.error} onRetry={() => void reviews.refetch()} />;
  }
  const [first] = reviews.data.pages;
  const rows = reviews.data.pages.flatMap((page) => page.rows);
  const myId = first?.myReview?._id;

  return (
    <Stack gap="lg">
      {first?.canReview && (
        <SectionCard title="Your review">
          <ReviewForm groupId={group._id} myReview={first.myReview} />
        </SectionCard>
      )}
      <SectionCard title="Reviews">
        <AverageRating
          average={first?.averageRating ?? 0}
          count={first?.reviewCount ?? 0}
          size="lg"
        />
        {!first?.canReview && (
          <Text size="sm" c="dimmed">
            {cannotReviewText(group)}
          </Text>
        )}
        {rows.length === 0 ? (
          <Text c="dimmed">No reviews yet.</Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((review) => (
              <ReviewItem key={review._id} review={review} isMine={review._id === myId} />
            ))}
          </Stack>
        )}
        <LoadMoreButton pages={reviews} />
      </SectionCard>
    </Stack>
  );
}
