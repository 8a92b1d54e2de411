import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { getErrorMessage, type ErrorContext } from '@/lib/errors';

type FormErrorProps = { error: unknown; context: ErrorContext };

export function FormError({ error, context }: FormErrorProps) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
      {getErrorMessage(error, context)}
    </Alert>
  );
}
