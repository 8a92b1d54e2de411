import type { ErrorBody } from '@nethub/contract';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { isHttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useMeetingPartner, useMyBookingLink, useProposeMeeting } from '../api/meetings';
import {
  TimeOptionsFields,
  emptyOption,
  optionErrors,
  toOptions,
  type TimeOptionDraft,
} from './time-options-fields';

/** Propose a one-to-one to a connection: one to three times, and/or my booking link. */
export function ProposeMeetingPage() {
  const [params] = useSearchParams();
  const withUserId = params.get('with') ?? '';
  const partner = useMeetingPartner(withUserId);
  const bookingLink = useMyBookingLink();
  const propose = useProposeMeeting();
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<TimeOptionDraft[]>([emptyOption()]);
  const [includeLink, setIncludeLink] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});

  if (!withUserId)
    return <Alert color="red">Choose a connection to meet from their profile.</Alert>;
  if (partner.isPending) return <PageLoader />;
  const member = partner.data?.profile;
  const connected = partner.data?.relationship === 'connected';
  const name = member ? fullName(member) : 'this member';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setRowErrors({});
    const options = toOptions(drafts);
    if (!options.length && !includeLink) {
      setProblem('Offer at least one time, or your booking link.');
      return;
    }
    propose.mutate(
      {
        withUserId,
        options,
        includeBookingLink: includeLink,
        message: message.trim() || undefined,
      },
      {
        onSuccess: () => {
          notify.success(`Meeting proposed to ${name}`);
          void navigate(paths.meetings.root.getHref());
        },
        onError: (error) => {
          const details = isHttpError<ErrorBody>(error) ? error.response?.data?.details : null;
          setRowErrors(optionErrors(details));
          setProblem(getErrorMessage(error));
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={640}>
      <BackLink to={paths.meetings.root.getHref()}>Meetings</BackLink>
      <PageTitle
        title={`Propose a one-to-one with ${name}`}
        description="Offer up to three times; they pick one, decline, or suggest others."
      />
      {!connected && (
        <Alert color="yellow">One-to-ones are for connections. Connect with {name} first.</Alert>
      )}
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate={false}>
        <Stack gap="md">
          <TimeOptionsFields value={drafts} onChange={setDrafts} errors={rowErrors} />
          {bookingLink ? (
            <Checkbox
              label="Also send my booking link"
              description={bookingLink}
              checked={includeLink}
              onChange={(e) => setIncludeLink(e.currentTarget.checked)}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Add a meeting link to{' '}
              <Anchor component={Link} to={paths.profile.me.getHref()} underline="always">
                your profile
              </Anchor>{' '}
              to offer it as well.
            </Text>
          )}
          <Textarea
            label="Message (optional)"
            value={message}
            maxLength={1000}
            autosize
            minRows={2}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={paths.meetings.root.getHref()}>
              Cancel
            </Button>
            <Button type="submit" loading={propose.isPending} disabled={!connected}>
              Propose meeting
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
