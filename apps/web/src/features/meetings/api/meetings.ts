import type {
  CounterMeetingBody,
  Meeting,
  MeetingList,
  MeetingNoteBody,
  MemberProfile,
  ProposeMeetingBody,
} from '@nethub/contract';
import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { saveBlob } from '@/lib/browser';
import { pagedQueryOptions } from '@/lib/paging';
import { myProfileQueryOptions } from '@/lib/preferences';

export type MeetingScope = 'upcoming' | 'past';

export const meetingKeys = {
  all: ['meetings'] as const,
  list: (scope: MeetingScope) => ['meetings', 'list', scope] as const,
};

export const getMeetings = async (scope: MeetingScope, page: number) =>
  unwrap(
    await api.get<Envelope<MeetingList>>('/meetings', {
      params: { scope, page, offset: DEFAULT_PAGE_SIZE },
    }),
  );

export const useMeetings = (scope: MeetingScope) =>
  useInfiniteQuery(pagedQueryOptions(meetingKeys.list(scope), (page) => getMeetings(scope, page)));

/** Every meeting list is refetched after a change (a meeting moves between the tabs). */
function useMeetingMutation<T>(run: (input: T) => Promise<Meeting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export const useProposeMeeting = () =>
  useMeetingMutation(async (body: ProposeMeetingBody) =>
    unwrap(await api.post<Envelope<Meeting>>('/meetings', body)),
  );

const path = (id: string, action: string) => `/meetings/${encodeURIComponent(id)}/${action}`;

export const useAcceptMeeting = () =>
  useMeetingMutation(async ({ id, optionId }: { id: string; optionId: string }) =>
    unwrap(await api.post<Envelope<Meeting>>(path(id, 'accept'), { optionId })),
  );

export const useDeclineMeeting = () =>
  useMeetingMutation(async (id: string) =>
    unwrap(await api.post<Envelope<Meeting>>(path(id, 'decline'))),
  );

export const useCancelMeeting = () =>
  useMeetingMutation(async (id: string) =>
    unwrap(await api.post<Envelope<Meeting>>(path(id, 'cancel'))),
  );

export const useCounterMeeting = () =>
  useMeetingMutation(async ({ id, body }: { id: string; body: CounterMeetingBody }) =>
    unwrap(await api.post<Envelope<Meeting>>(path(id, 'counter'), body)),
  );

export const useSaveMeetingNote = () =>
  useMeetingMutation(async ({ id, body }: { id: string; body: MeetingNoteBody }) =>
    unwrap(await api.put<Envelope<Meeting>>(path(id, 'note'), body)),
  );

/** "Add to calendar": the meeting's .ics, downloaded with the member's session. */
export async function downloadMeetingCalendar(id: string) {
  const response = await api.get<string>(path(id, 'calendar'));
  saveBlob(new Blob([response.data], { type: 'text/calendar;charset=utf-8' }), 'meeting.ics');
}

/** The member a meeting is proposed to (the same query and key as their profile page). */
export const useMeetingPartner = (id: string) =>
  useQuery({
    queryKey: ['profiles', id],
    queryFn: async () =>
      unwrap(await api.get<Envelope<MemberProfile>>(`/users/profile/${encodeURIComponent(id)}`)),
    enabled: !!id,
  });

export const useMyBookingLink = () => {
  const { data } = useQuery(myProfileQueryOptions());
  return data?.profile.meetingUrl ?? null;
};
