import { REWARD_DESCRIPTION_MAX_LENGTH, REWARD_VALUE_MAX_LENGTH } from '@nethub/contract/constants';
import type { Reward } from '@nethub/contract';
import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { getFieldErrors, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useUpdateReward } from '../api/update-reward';

const REQUIRED = 'Please fill out this field.';

function EditRewardForm({ reward, onDone }: { reward: Reward; onDone: () => void }) {
  const [value, setValue] = useState(reward.value);
  const [description, setDescription] = useState(reward.description ?? '');
  const [active, setActive] = useState(reward.status === 'active');
  const [valueError, setValueError] = useState<string | undefined>();
  const update = useUpdateReward();
  const serverErrors = getFieldErrors(update.error);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) {
      setValueError(REQUIRED);
      return;
    }
    update.mutate(
      {
        id: reward._id,
        value: value.trim(),
        description: description.trim() || undefined,
        status: active ? 'active' : 'inactive',
      },
      {
        onSuccess: () => {
          notify.success(MESSAGES.updated);
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={`Edit ${reward.title}`}>
      <Stack>
        <FormError error={update.error} context="reward" />
        <TextInput
          label="Value"
          description="What you give, e.g. 10% of the first invoice"
          required
          data-autofocus
          autoComplete="off"
          maxLength={REWARD_VALUE_MAX_LENGTH}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setValueError(undefined);
          }}
          error={valueError ?? serverErrors.value}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REWARD_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={serverErrors.description}
        />
        <Switch
          label="Active"
          description="Your connections see an active reward when they pass you a lead."
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type EditRewardModalProps = { reward: Reward; opened: boolean; onClose: () => void };

/** The owner's edit: value, description and status. */
export function EditRewardModal({ reward, opened, onClose }: EditRewardModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Edit ${reward.title}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open, so each opening starts from the saved reward. */}
      {opened && <EditRewardForm reward={reward} onDone={onClose} />}
    </Modal>
  );
}
