import { noteBody, type Note } from '@nethub/contract';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { PageLoader } from '@/components/page-loader';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useNote } from '../api/get-note';
import { useSaveNote } from '../api/save-note';

const NOTE_MAX_LENGTH = noteBody.shape.content.maxLength ?? 5000;

function NoteForm({ note }: { note: Note }) {
  const save = useSaveNote();
  const format = useFormatters();
  const [content, setContent] = useState(note.content);
  const changed = content.trim() !== note.content;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { userId: note.userId, content },
      {
        onSuccess: (saved) => {
          notify.success(MESSAGES.updated);
          setContent(saved.content);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        <FormError error={save.error} context="note" />
        <Textarea
          label="Your note"
          description="Only you can see this note."
          autosize
          minRows={4}
          maxRows={12}
          maxLength={NOTE_MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            Save
          </Button>
          {note.updatedAt && (
            <Text size="sm" c="dimmed">
              Last saved {format.dateTime(note.updatedAt)}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

export function PrivateNote({ userId }: { userId: string }) {
  const note = useNote(userId);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconLock size={18} aria-hidden />
          <Title order={2} fz="h4">
            Private note
          </Title>
        </Group>
        {note.isPending && <PageLoader inline label="Loading your note" />}
        {note.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {getErrorMessage(note.error)}
          </Alert>
        )}
        {/* Keyed by member: the draft starts from the saved note, never from another member's. */}
        {note.isSuccess && <NoteForm key={userId} note={note.data} />}
      </Stack>
    </Card>
  );
}
