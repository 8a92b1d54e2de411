import type { Note } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** The signed-in member's private note on another member (content '' when none). */
export const getNote = async (userId: string) =>
  unwrap(await api.get<Envelope<Note>>(`/notes/${encodeURIComponent(userId)}`));

export const noteQueryOptions = (userId: string) =>
  queryOptions({ queryKey: profileKeys.note(userId), queryFn: () => getNote(userId) });

export const useNote = (userId: string) => useQuery(noteQueryOptions(userId));
