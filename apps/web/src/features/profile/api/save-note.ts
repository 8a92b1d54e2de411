import type { Note } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

type SaveNoteInput = { userId: string; content: string };

/** An empty note is dropped by the client's input hygiene: an absent content clears it. */
export const saveNote = async (body: SaveNoteInput) =>
  unwrap(await api.post<Envelope<Note>>('/notes', body));

export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNote,
    onSuccess: (note) => queryClient.setQueryData(profileKeys.note(note.userId), note),
  });
}
