import { Button, FileButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { ATTACHABLE_TYPES, type PostDraft } from './use-post-draft';

const LABEL = 'Attach files';

/** Opens the file chooser for pictures and documents, while the post has room for more. */
export function AttachFilesButton({ draft, disabled }: { draft: PostDraft; disabled?: boolean }) {
  return (
    <FileButton
      multiple
      accept={ATTACHABLE_TYPES.join(',')}
      onChange={draft.attach}
      disabled={disabled || !draft.canAttach}
      inputProps={{ 'aria-label': LABEL }}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          disabled={disabled || !draft.canAttach}
        >
          {LABEL}
        </Button>
      )}
    </FileButton>
  );
}
