import type { Meeting } from '@nethub/contract';
import {
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { fullName, useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import {
  downloadMeetingCalendar,
  useAcceptMeeting,
  useCancelMeeting,
  useCounterMeeting,
  useDeclineMeeting,
  useSaveMeetingNote,
} from '../api/meetings';
import {
  TimeOptionsFields,
  emptyOption,
  toOptions,
  type TimeOptionDraft,
} from './time-options-fields';
import { Badge } from '@/components/badge';

/** In words, with dark fills only (AA contrast); the colour repeats the word. */
function statusOf(meeting: Meeting) {
  if (meeting.status === 'accepted') return { label: 'Accepted', tone: 'success' as const };
  if (meeting.status === 'declined') return { label: 'Declined', tone: 'neutral' as const };
  if (meeting.status === 'cancelled') return { label: 'Cancelled', tone: 'neutral' as const };
  return meeting.awaitingMe
    ? { label: 'Awaiting your answer', tone: 'warning' as const }
    : { label: 'Awaiting their answer', tone: 'info' as const };
}

const minutes = (n: number) => (n < 60 ? `${n} min` : n % 60 ? `${n / 60} h` : `${n / 60} h`);

function NoteForm({ meeting }: { meeting: Meeting }) {
  const save = useSaveMeetingNote();
  const [content, setContent] = useState(meeting.note?.content ?? '');
  const [nextStep, setNextStep] = useState(meeting.note?.nextStep ?? '');
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: meeting._id, body: { content, nextStep } },
          {
            onSuccess: () => notify.success('Note saved'),
            onError: (error) => notify.error(getErrorMessage(error)),
          },
        );
      }}
    >
      <Textarea
        label="How did it go?"
        description="Only you see this note."
        value={content}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(e) => setContent(e.currentTarget.value)}
      />
      <TextInput
        label="Next step"
        value={nextStep}
        maxLength={500}
        onChange={(e) => setNextStep(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button type="submit" variant="light" loading={save.isPending}>
          Save note
        </Button>
      </Group>
    </Stack>
  );
}

function CounterForm({ meeting, onDone }: { meeting: Meeting; onDone: () => void }) {
  const counter = useCounterMeeting();
  const [drafts, setDrafts] = useState<TimeOptionDraft[]>([
    emptyOption(meeting.agreed?.location ?? meeting.options[0]?.location),
  ]);
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={`Other times for ${fullName(meeting.other)}`}
      onSubmit={(e) => {
        e.preventDefault();
        const options = toOptions(drafts);
        if (!options.length) return notify.error('Offer at least one time.');
        counter.mutate(
          { id: meeting._id, body: { options } },
          {
            onSuccess: () => {
              notify.success('Other times sent');
              onDone();
            },
            onError: (error) => notify.error(getErrorMessage(error)),
          },
        );
      }}
    >
      <TimeOptionsFields value={drafts} onChange={setDrafts} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={counter.isPending}>
          Back
        </Button>
        <Button type="submit" loading={counter.isPending}>
          Send these times
        </Button>
      </Group>
    </Stack>
  );
}

/** One meeting: who, when, where, its state and what the member can do now. */
export function MeetingCard({ meeting }: { meeting: Meeting }) {
  const { dateTime } = useFormatters();
  const accept = useAcceptMeeting();
  const decline = useDeclineMeeting();
  const cancel = useCancelMeeting();
  const [countering, setCountering] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // When the card was first shown: a meeting that ends while it is open keeps its buttons.
  const [now] = useState(() => Date.now());
  const name = fullName(meeting.other);
  const status = statusOf(meeting);
  const titleId = `meeting-${meeting._id}`;
  const over = meeting.agreed ? new Date(meeting.agreed.endsAt).getTime() <= now : false;
  const open = meeting.status === 'proposed' || meeting.status === 'accepted';
  const failed = (error: unknown) => notify.error(getErrorMessage(error));

  const addToCalendar = async () => {
    setDownloading(true);
    try {
      await downloadMeetingCalendar(meeting._id);
    } catch (error) {
      failed(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <MemberAvatar member={meeting.other} size={40} decorative />
            <Stack gap={0} miw={0}>
              <Anchor
                component={Link}
                to={paths.profile.member.getHref(meeting.other._id)}
                id={titleId}
                fw={600}
              >
                One-to-one with {name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {meeting.proposedByMe
                  ? 'You proposed it'
                  : `${meeting.other.firstName} proposed it`}
              </Text>
            </Stack>
          </Group>
          <Badge tone={status.tone} style={{ flexShrink: 0 }}>
            <VisuallyHidden>Status: </VisuallyHidden>
            {status.label}
          </Badge>
        </Group>

        {meeting.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            “{meeting.message}”
          </Text>
        )}

        {meeting.status === 'accepted' && meeting.agreed && (
          <Text>
            <strong>{dateTime(meeting.agreed.startsAt)}</strong> ·{' '}
            {minutes(meeting.agreed.durationMinutes)} ·{' '}
            <span style={{ overflowWrap: 'anywhere' }}>{meeting.agreed.location}</span>
          </Text>
        )}

        {meeting.status === 'proposed' && meeting.options.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {meeting.optionsFromMe
                ? 'Times you offered'
                : `Times ${meeting.other.firstName} offered`}
            </Text>
            <List spacing={6} listStyleType="none" p={0} m={0}>
              {meeting.options.map((option) => (
                <List.Item key={option._id}>
                  <Group gap="sm" justify="space-between" wrap="wrap">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {dateTime(option.startsAt)} · {minutes(option.durationMinutes)} ·{' '}
                      {option.location}
                    </Text>
                    {meeting.awaitingMe && (
                      <Button
                        size="xs"
                        loading={accept.isPending && accept.variables?.optionId === option._id}
                        aria-label={`Accept ${dateTime(option.startsAt)}`}
                        onClick={() =>
                          accept.mutate(
                            { id: meeting._id, optionId: option._id },
                            {
                              onSuccess: () =>
                                notify.success(`Meeting with ${name} booked: invitations sent`),
                              onError: failed,
                            },
                          )
                        }
                      >
                        Accept
                      </Button>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}

        {meeting.bookingUrl && meeting.status === 'proposed' && (
          <Text size="sm">
            {meeting.proposedByMe ? (
              <>You also sent your booking link.</>
            ) : (
              <>
                Or book a time through{' '}
                <Anchor
                  href={meeting.bookingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="always"
                >
                  {meeting.other.firstName}’s booking link
                </Anchor>
                .
              </>
            )}
          </Text>
        )}

        {countering ? (
          <CounterForm meeting={meeting} onDone={() => setCountering(false)} />
        ) : (
          open && (
            <Group gap="xs" wrap="wrap">
              {meeting.status === 'accepted' && (
                <Button
                  size="sm"
                  variant="light"
                  leftSection={<IconCalendarPlus size={16} aria-hidden />}
                  loading={downloading}
                  onClick={() => void addToCalendar()}
                >
                  Add to calendar
                </Button>
              )}
              {(meeting.awaitingMe || (meeting.status === 'accepted' && !over)) && (
                <Button size="sm" variant="default" onClick={() => setCountering(true)}>
                  {meeting.status === 'accepted' ? 'Suggest a new time' : 'Propose other times'}
                </Button>
              )}
              {meeting.awaitingMe && (
                <Button
                  size="sm"
                  variant="default"
                  loading={decline.isPending}
                  onClick={() =>
                    decline.mutate(meeting._id, {
                      onSuccess: () => notify.success('Meeting declined'),
                      onError: failed,
                    })
                  }
                >
                  Decline
                </Button>
              )}
              {!meeting.awaitingMe && !over && (
                <Button
                  size="sm"
                  variant="default"
                  color="red"
                  loading={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(meeting._id, {
                      onSuccess: () => notify.success('Meeting cancelled'),
                      onError: failed,
                    })
                  }
                >
                  {meeting.status === 'accepted' ? 'Cancel meeting' : 'Withdraw proposal'}
                </Button>
              )}
            </Group>
          )
        )}

        {meeting.status === 'accepted' && over && <NoteForm meeting={meeting} />}
      </Stack>
    </Paper>
  );
}
