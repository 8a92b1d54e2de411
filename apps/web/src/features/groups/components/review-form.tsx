import { ErrorCode, REVIEW_COMMENT_MAX } from '@nethub/contract/constants';
import type { Review } from '@nethub/contract';
import { Alert, Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { getErrorMessage, hasErrorCode } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useSaveReview } from '../api/save-review';
import { STAR_COLOR } from './average-rating';
import { GROUP_TEXT } from '../group-constants';

const starLabel = (value: number) =>
  value === 0 ? 'No stars' : `${value} ${value === 1 ? 'star' : 'stars'}`;

function reviewErrorMessage(error: unknown) {
  if (hasErrorCode(error, ErrorCode.GROUP_MEMBERS_ONLY)) return GROUP_TEXT.reviewMembersOnly;
  if (hasErrorCode(error, ErrorCode.GROUP_OWNER_ACTION)) return GROUP_TEXT.ownerCannotReview;
  return getErrorMessage(error);
}

type ReviewFormProps = { groupId: string; myReview: Review | null };

/** My review of the group: written once, then edited (spec §4 review upsert). */
export function ReviewForm({ groupId, myReview }: ReviewFormProps) {
  const ratingId = useId();
  const [rating, setRating] = useState(myReview?.rating ?? 0);
  const [comment, setComment] = useState(myReview?.comment ?? '');
  const [missingRating, setMissingRating] = useState(false);
  const save = useSaveReview();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating < 1) {
      setMissingRating(true);
      return;
    }
    save.mutate(
      { networkDirectoryId: groupId, rating, comment: comment.trim() || undefined },
      {
        onSuccess: (result) =>
          notify.success(result.created ? GROUP_TEXT.reviewCreated : GROUP_TEXT.reviewUpdated),
      },
    );
  };

  const handleRatingChange = (value: number) => {
    setRating(value);
    setMissingRating(false);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {reviewErrorMessage(save.error)}
          </Alert>
        )}
        <Input.Wrapper
          id={ratingId}
          label="Your rating"
          labelElement="div"
          required
          error={missingRating ? 'Choose from 1 to 5 stars.' : undefined}
        >
          <Rating
            value={rating}
            onChange={handleRatingChange}
            size="lg"
            color={STAR_COLOR}
            getSymbolLabel={starLabel}
            role="radiogroup"
            aria-labelledby={`${ratingId}-label`}
            aria-describedby={missingRating ? `${ratingId}-error` : undefined}
            aria-required
            aria-invalid={missingRating}
          />
        </Input.Wrapper>
        <Textarea
          label="Comment (optional)"
          description={`${comment.length} of ${REVIEW_COMMENT_MAX} characters`}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {myReview ? 'Update review' : 'Post review'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
