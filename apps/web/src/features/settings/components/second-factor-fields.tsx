import { Switch, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * The second factor a sensitive change asks for: the authenticator's code, or a recovery code
 * when the member switches to one.
 */
export function SecondFactorFields({
  inputProps,
  useRecovery,
  onUseRecoveryChange,
}: {
  inputProps: GetInputPropsReturnType;
  useRecovery: boolean;
  onUseRecoveryChange: (useRecovery: boolean) => void;
}) {
  return (
    <>
      <TextInput
        label={useRecovery ? 'Recovery code' : 'Code from the app'}
        autoComplete={useRecovery ? 'off' : 'one-time-code'}
        inputMode={useRecovery ? 'text' : 'numeric'}
        required
        {...inputProps}
      />
      <Switch
        label="Use a recovery code"
        checked={useRecovery}
        onChange={(event) => onUseRecoveryChange(event.currentTarget.checked)}
      />
    </>
  );
}
