import type { MyGroupStanding } from '@nethub/contract';
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { JoinGroupModal, type JoinTarget } from './join-group-modal';

type JoinGroupButtonProps = { group: JoinTarget & { me: MyGroupStanding } } & ButtonProps;

/** "Request to join", for a group where I have no standing yet; nothing otherwise. */
export function JoinGroupButton({ group, ...props }: JoinGroupButtonProps) {
  const [opened, modal] = useDisclosure(false);
  const noStanding = group.me.status === null && group.me.role === null;
  return (
    <>
      {noStanding && (
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          aria-label={`Request to join ${group.name}`}
          onClick={modal.open}
          {...props}
        >
          Request to join
        </Button>
      )}
      {/* Stays mounted when my standing changes, so the request can finish and report. */}
      <JoinGroupModal group={group} opened={opened} onClose={modal.close} />
    </>
  );
}
