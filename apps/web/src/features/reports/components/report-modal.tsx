import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
} from '@nethub/contract';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { notify } from '@/lib/notify';
import { useCreateReport } from '../api/create-report';

export const REPORT_SENT =
  'Thank you. Your report was sent to the Net Hub team; we will e-mail you when it has been reviewed.';

const KIND_WORDS: Record<ReportKind, string> = {
  post: 'this post',
  response: 'this response',
  message: 'this message',
  review: 'this review',
  profile: 'this profile',
};

export type ReportModalProps = {
  kind: ReportKind;
  targetId: string;
  opened: boolean;
  onClose: () => void;
};

/** Why a member reports something: a reason from the short list, and optional details. */
export function ReportModal({ kind, targetId, opened, onClose }: ReportModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Report ${KIND_WORDS[kind]}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <ReportForm kind={kind} targetId={targetId} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({ kind, targetId, onClose }: Omit<ReportModalProps, 'opened'>) {
  const report = useCreateReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    report.mutate(
      { kind, targetId, reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          notify.success(REPORT_SENT);
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          Only the Net Hub team sees your report; the member is not told who reported them.
        </Text>
        <Radio.Group
          label="What is wrong?"
          withAsterisk
          value={reason}
          onChange={(value) => {
            setReason(value as ReportReason);
            setMissing(false);
          }}
          error={missing ? 'Choose a reason' : undefined}
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((value) => (
              <Radio key={value} value={value} label={REPORT_REASON_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Details (optional)"
          description="Anything that helps us understand the problem"
          maxLength={1000}
          autosize
          minRows={2}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
        />
        <FormError error={report.error} context="report" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" loading={report.isPending}>
            Send report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
