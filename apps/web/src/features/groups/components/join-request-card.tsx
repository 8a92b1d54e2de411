import type { JoinRequest } from '@nethub/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { DetailText } from '@/components/detail-list';
import { MemberSummary } from '@/components/member-summary';
import { getErrorMessage } from '@/lib/errors';
import { fullName, useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDecideJoinRequest, type JoinDecision } from '../api/decide-join-request';
import { GROUP_TEXT } from '../group-constants';
import { Badge } from '@/components/badge';

type JoinRequestCardProps = { groupId: string; request: JoinRequest };

/** A member asking to join: who, their note, the sub-groups they want, and my decision. */
export function JoinRequestCard({ groupId, request }: JoinRequestCardProps) {
  const format = useFormatters();
  const decide = useDecideJoinRequest();
  const { member } = request;
  const name = fullName(member);

  // Awaited, not given callbacks: the decided request leaves the list, and this card with it.
  const handleDecision = async (decision: JoinDecision) => {
    try {
      await decide.mutateAsync({ groupId, userId: member._id, decision });
      notify.success(
        decision === 'approve' ? GROUP_TEXT.requestApproved : GROUP_TEXT.requestDeclined,
      );
    } catch (error) {
      notify.error(getErrorMessage(error));
    }
  };

  const pending = decide.isPending ? decide.variables.decision : null;
  return (
    <Paper withBorder p="md" component="li" aria-label={`Request from ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <MemberSummary member={member} caption={`Asked ${format.date(request.requestedAt)}`} />
          <Group gap="sm">
            <Button
              color="teal.9"
              leftSection={<IconCheck size={16} aria-hidden />}
              aria-label={`Approve ${name}`}
              loading={pending === 'approve'}
              disabled={pending === 'reject'}
              onClick={() => void handleDecision('approve')}
            >
              Approve
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              aria-label={`Reject ${name}`}
              loading={pending === 'reject'}
              disabled={pending === 'approve'}
              onClick={() => void handleDecision('reject')}
            >
              Reject
            </Button>
          </Group>
        </Group>
        {request.requestNote && <DetailText label="Note" text={request.requestNote} />}
        {request.subgroups.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Also asks to join
            </Text>
            <Group gap={6}>
              {request.subgroups.map((subgroup) => (
                <Badge key={subgroup._id} tone="info">
                  {subgroup.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
