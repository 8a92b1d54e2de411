import type { Suggestion, SuggestionReason } from '@nethub/contract';
import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCash,
  IconTargetArrow,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { MemberCard } from '@/components/member-card';
import { useConnectionActions } from '@/features/connections';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDismissSuggestion } from '../api/suggestions';

const REASON_ICONS: Record<SuggestionReason['kind'], Icon> = {
  looking_for: IconTargetArrow,
  gave_business: IconCash,
  mutual: IconUsers,
  group: IconUsersGroup,
};

export function SuggestionReasons({ reasons }: { reasons: SuggestionReason[] }) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {reasons.map((reason) => {
        const ReasonIcon = REASON_ICONS[reason.kind];
        return (
          <Group component="li" key={reason.kind} gap="xs" wrap="nowrap" align="flex-start">
            <ThemeIcon size="sm" variant="light" radius="xl" aria-hidden>
              <ReasonIcon size={14} />
            </ThemeIcon>
            <Text size="sm">{reason.text}</Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** One member worth meeting: who they are, why, and Connect or Not now (with Undo). */
export function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const { member, reasons } = suggestion;
  const [requested, setRequested] = useState(false);
  const actions = useConnectionActions(member, () => setRequested(true));
  const dismissal = useDismissSuggestion();
  const [dismissed, setDismissed] = useState(false);
  const nameId = `suggestion-${member._id}`;

  const toggle = (next: boolean) =>
    dismissal.mutate(
      { memberId: member._id, dismissed: next },
      {
        onSuccess: () => setDismissed(next),
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );

  if (dismissed)
    return (
      <Card withBorder padding="md" h="100%" component="article" aria-label={actions.name}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm" role="status">
            We will not suggest {actions.name} again.
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => toggle(false)}
            loading={dismissal.isPending}
          >
            Undo
          </Button>
        </Stack>
      </Card>
    );

  return (
    <MemberCard
      member={member}
      nameId={nameId}
      actions={
        <>
          {requested ? (
            <Button size="sm" variant="light" disabled>
              Request sent
            </Button>
          ) : (
            <Button
              size="sm"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              aria-label={`Connect with ${actions.name}`}
              onClick={actions.connect}
              loading={actions.connecting}
            >
              Connect
            </Button>
          )}
          <Button
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={`Not now: stop suggesting ${actions.name}`}
            onClick={() => toggle(true)}
            loading={dismissal.isPending}
          >
            Not now
          </Button>
        </>
      }
    >
      <SuggestionReasons reasons={reasons} />
    </MemberCard>
  );
}
