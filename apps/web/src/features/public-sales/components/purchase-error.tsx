import { ErrorCode } from '@nethub/contract/constants';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { checkoutErrorMessage } from '@/lib/checkout';
import { getErrorCode, getErrorMessage, getFieldErrors } from '@/lib/errors';

const hasFieldErrors = (error: unknown) =>
  getErrorCode(error) === ErrorCode.VALIDATION_ERROR &&
  Object.keys(getFieldErrors(error)).length > 0;

/** Why a subscription or ticket could not be made, worded for the buyer. */
export function PurchaseError({ error }: { error: unknown }) {
  if (!error) return null;
  const message = hasFieldErrors(error)
    ? 'Please check your name and e-mail address and try again.'
    : checkoutErrorMessage(error, getErrorMessage(error));
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
