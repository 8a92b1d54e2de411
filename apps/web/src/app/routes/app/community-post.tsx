import { useParams } from 'react-router';
import { PostPage } from '@/features/posts';

export default function CommunityPostRoute() {
  const { id = '' } = useParams();
  return <PostPage key={id} postId={id} />;
}
