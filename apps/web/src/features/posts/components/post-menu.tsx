import type { Post } from '@nethub/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { ReportDialog } from '@/features/reports';
import { EditPostModal } from './edit-post-modal';
import { RemovePostModal } from './remove-post-modal';

type PostMenuProps = { post: Post; onRemoved?: () => void };

const Trigger = forwardRef<HTMLButtonElement, { onClick?: () => void }>(
  function Trigger(props, ref) {
    return (
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray.7"
        size="lg"
        aria-label="Post options"
        aria-haspopup="menu"
        {...props}
      >
        <IconDots size={20} aria-hidden />
      </ActionIcon>
    );
  },
);

/**
 * Edit for the author; Remove for the author or an owner of the post's group; Report for
 * everyone else (ADR 029).
 */
export function PostMenu({ post, onRemoved }: PostMenuProps) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      {/* The menu is made on the first click: a feed holds one button per post, not a menu. */}
      {!wanted ? (
        <Trigger onClick={() => setWanted(true)} />
      ) : (
        <Menu position="bottom-end" withinPortal defaultOpened>
          <Menu.Target>
            <Trigger />
          </Menu.Target>
          <Menu.Dropdown>
            {post.isMine && (
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Menu.Item>
            )}
            {post.canDeactivate && (
              <Menu.Item
                // The error colour of the scheme: red-9 on white, red-3 on the dark dropdown,
                // both above 4.5:1 on the item's focused background too.
                color="var(--mantine-color-error)"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setRemoving(true)}
              >
                Remove
              </Menu.Item>
            )}
            {!post.isMine && (
              <Menu.Item
                leftSection={<IconFlag size={16} aria-hidden />}
                onClick={() => setReporting(true)}
              >
                Report
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      {post.isMine && (
        <EditPostModal post={post} opened={editing} onClose={() => setEditing(false)} />
      )}
      <RemovePostModal
        postId={post._id}
        opened={removing}
        onClose={() => setRemoving(false)}
        onRemoved={onRemoved}
      />
      {!post.isMine && (
        <ReportDialog
          kind="post"
          targetId={post._id}
          opened={reporting}
          onClose={() => setReporting(false)}
        />
      )}
    </>
  );
}
