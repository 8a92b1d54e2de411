import type { Post } from '@nethub/contract';
import { Stack, Text } from '@mantine/core';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { responseRows, usePostResponses } from '../api/get-post-responses';
import { ResponseForm } from './response-form';
import { ResponseItem } from './response-item';

function ResponseList({ postId }: { postId: string }) {
  const responses = usePostResponses(postId);
  const rows = responseRows(responses.data);
  if (responses.isPending) return <PageLoader inline label="Loading responses" />;
  if (responses.isError) {
    return <RetryAlert error={responses.error} onRetry={() => void responses.refetch()} />;
  }
  if (rows.length === 0) return <Text c="dimmed">No responses yet. Start the conversation.</Text>;
  return (
    <Stack gap="md">
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((response) => (
          <ResponseItem key={response._id} postId={postId} response={response} />
        ))}
      </Stack>
      <LoadMoreButton pages={responses} />
    </Stack>
  );
}

/** The conversation under a post, oldest first, and the form to join it. */
export function PostResponses({ post }: { post: Post }) {
  return (
    <SectionCard title={`Responses (${post.responseCount})`}>
      <ResponseList postId={post._id} />
      <ResponseForm postId={post._id} networkDirectoryId={post.group?._id} />
    </SectionCard>
  );
}
