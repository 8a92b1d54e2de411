import type { Review } from '@nethub/contract';
import { Group, Paper, Rating, Stack, Text, VisuallyHidden } from '@mantine/core';
import { MemberSummary } from '@/components/member-summary';
import { PlainText } from '@/components/plain-text';
import { ReportMenu } from '@/features/reports';
import { fullName, useFormatters } from '@/lib/format';
import { STAR_COLOR } from './average-rating';

/** One member's review: who, how many stars, what they said, and when; others may report it. */
export function ReviewItem({ review, isMine }: { review: Review; isMine: boolean }) {
  const format = useFormatters();
  return (
    <Paper withBorder p="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <MemberSummary
            member={review.author}
            caption={`Reviewed ${format.date(review.createdAt)}`}
            isMe={isMine}
            size="sm"
          />
          <Group gap="xs" wrap="nowrap">
            <Rating value={review.rating} readOnly color={STAR_COLOR} aria-hidden />
            <Text size="sm">
              {review.rating}
              <VisuallyHidden> out of 5 stars</VisuallyHidden>
            </Text>
            {!isMine && (
              <ReportMenu
                kind="review"
                targetId={review._id}
                label={`Options for the review of ${fullName(review.author)}`}
              />
            )}
          </Group>
        </Group>
        {review.comment && <PlainText text={review.comment} />}
      </Stack>
    </Paper>
  );
}
