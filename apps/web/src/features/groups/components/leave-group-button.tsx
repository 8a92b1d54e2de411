import { ErrorCode, GROUP_MESSAGES } from '@nethub/contract/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { getErrorMessage, hasErrorCode } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useLeaveGroup } from '../api/leave-group';
import { GROUP_TEXT } from '../group-constants';

type LeaveGroupButtonProps = { group: { _id: string; name: string } };

/** "Leave group", once confirmed. */
export function LeaveGroupButton({ group }: LeaveGroupButtonProps) {
  const [opened, modal] = useDisclosure(false);
  const leave = useLeaveGroup();

  // Awaited rather than given callbacks: leaving removes this button from the page.
  const handleConfirm = async () => {
    try {
      await leave.mutateAsync(group._id);
      notify.success(GROUP_MESSAGES.left);
    } catch (error) {
      notify.error(
        hasErrorCode(error, ErrorCode.GROUP_OWNER_ACTION)
          ? GROUP_TEXT.ownerCannotLeave
          : getErrorMessage(error),
      );
    }
    modal.close();
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={modal.open}
      >
        Leave group
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={`Leave ${group.name}?`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text>
            You will no longer see its members, sub-groups and feed. To come back, you will have to
            ask its owners again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.close}>
              Cancel
            </Button>
            <Button color="red.9" onClick={() => void handleConfirm()} loading={leave.isPending}>
              Leave group
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
