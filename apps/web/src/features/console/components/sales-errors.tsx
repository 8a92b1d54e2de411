import { ErrorCode } from '@nethub/contract/constants';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { getErrorCode, getErrorMessage, MESSAGES } from '@/lib/errors';

type Wording = Partial<Record<ErrorCode, string>>;

/** A form's refusal: its own wording for the codes it knows, else the catalogue's. */
export function describeSalesError(error: unknown, wording: Wording = {}) {
  const code = getErrorCode(error) as ErrorCode | undefined;
  if (code && wording[code]) return wording[code];
  if (code === ErrorCode.VALIDATION_ERROR) return MESSAGES.checkFields;
  return getErrorMessage(error);
}

/** Why a form could not be saved, above its fields. */
export function SalesErrorAlert({ error, wording }: { error: unknown; wording?: Wording }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
      {describeSalesError(error, wording)}
    </Alert>
  );
}
