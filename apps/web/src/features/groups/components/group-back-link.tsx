import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { useGroup } from '../api/get-group';

/** Back to the list of groups or, from a sub-group, back to its parent group. */
export function GroupBackLink({ parentId }: { parentId: string | null }) {
  const parent = useGroup(parentId ?? '', { enabled: parentId !== null });
  if (parentId === null) return <BackLink to={paths.groups.root.getHref()}>All groups</BackLink>;
  return (
    <BackLink to={paths.groups.detail.getHref(parentId, 'subgroups')}>
      Back to {parent.data?.name ?? 'the parent group'}
    </BackLink>
  );
}
