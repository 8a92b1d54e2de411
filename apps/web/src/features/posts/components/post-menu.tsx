import type { Post } from '@nethub/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EditPostModal } from './edit-post-modal';
import { RemovePostModal } from './remove-post-modal';

type PostMenuProps = { post: Post; onRemoved?: () => void };

/** Edit for the author; Remove for the author or an owner of the post's group. */
export function PostMenu({ post, onRemoved }: PostMenuProps) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (!post.isMine && !post.canDeactivate) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray.7" size="lg" aria-label="Post options">
            <IconDots size={20} aria-hidden />
          </ActionIcon>
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
        </Menu.Dropdown>
      </Menu>
      {post.isMine && (
        <EditPostModal post={post} opened={editing} onClose={() => setEditing(false)} />
      )}
      <RemovePostModal
        postId={post._id}
        opened={removing}
        onClose={() => setRemoving(false)}
        onRemoved={onRemoved}
      />
    </>
  );
}
