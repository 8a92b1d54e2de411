import { Button, Group } from '@mantine/core';

type FormActionsProps = {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  /** Nothing to send yet (a file still on its way). */
  submitDisabled?: boolean;
};

/** A form's Cancel and submit buttons, at its end; Cancel waits while the form is saved. */
export function FormActions({ submitLabel, saving, onCancel, submitDisabled }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
