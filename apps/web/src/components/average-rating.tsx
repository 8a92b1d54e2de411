import { Group, Rating, Text, VisuallyHidden } from '@mantine/core';

/** Full stars keep 3:1 contrast with the page and with empty stars (WCAG 1.4.11). */
export const STAR_COLOR = 'orange.9';

type AverageRatingProps = { average: number; count: number; size?: 'sm' | 'md' | 'lg' };

const reviewsText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** A group's average in stars (quarters shown) and in words, with its number of reviews. */
export function AverageRating({ average, count, size = 'sm' }: AverageRatingProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The text says the same for everyone: the stars are only its picture. */}
      <Rating value={average} fractions={4} readOnly size={size} color={STAR_COLOR} aria-hidden />
      <Text size="sm" c="dimmed">
        {count === 0 ? (
          'No reviews yet'
        ) : (
          <>
            <VisuallyHidden>Rated </VisuallyHidden>
            {average.toFixed(1)}
            <VisuallyHidden> out of 5</VisuallyHidden> · {reviewsText(count)}
          </>
        )}
      </Text>
    </Group>
  );
}
