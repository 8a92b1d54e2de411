import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

/** A card's small "Edit" button, named after what it edits for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={onClick}
      aria-label={`Edit ${name}`}
    >
      Edit
    </Button>
  );
}
