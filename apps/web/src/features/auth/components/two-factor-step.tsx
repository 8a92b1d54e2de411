import { ErrorCode } from '@nethub/contract/constants';
import { Anchor, Button, Checkbox, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form-error';
import { hasErrorCode } from '@/lib/errors';
import { useLoginTwoFactor } from '../api/login';

type TwoFactorStepProps = {
  challengeToken: string;
  /** Back to the password (also when the challenge expired). */
  onRestart: () => void;
};

/**
 * The second sign-in step (ADR 020): a code from the authenticator app, or one of the recovery
 * codes, and whether to remember this browser for 30 days.
 */
export function TwoFactorStep({ challengeToken, onRestart }: TwoFactorStepProps) {
  const verify = useLoginTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '', recoveryCode: '', rememberDevice: false },
    validate: {
      code: (value) =>
        useRecovery || /^\d{6}$/.test(value.replace(/\s+/g, '')) ? null : 'Enter the 6-digit code',
      recoveryCode: (value) =>
        !useRecovery || value.replace(/[\s-]+/g, '').length === 10
          ? null
          : 'Enter a recovery code like abcde-12345',
    },
  });

  useEffect(() => codeInput.current?.focus(), [useRecovery]);
  const expired = hasErrorCode(verify.error, ErrorCode.TWO_FACTOR_CHALLENGE_EXPIRED);

  return (
    <form
      noValidate
      aria-labelledby="two-factor-title"
      onSubmit={form.onSubmit(({ code, recoveryCode, rememberDevice }) =>
        verify.mutate(
          useRecovery
            ? { challengeToken, recoveryCode: recoveryCode.trim(), rememberDevice }
            : { challengeToken, code: code.replace(/\s+/g, ''), rememberDevice },
        ),
      )}
    >
      <Stack>
        <Stack gap={4}>
          <Title order={2} fz="h3" id="two-factor-title">
            Two-factor sign-in
          </Title>
          <Text size="sm" c="dimmed">
            {useRecovery
              ? 'Enter one of the recovery codes you saved. Each works once.'
              : 'Enter the 6-digit code from your authenticator app.'}
          </Text>
        </Stack>
        <FormError error={verify.error} context="login" />
        {expired ? (
          <Button onClick={onRestart}>Sign in again</Button>
        ) : (
          <>
            {useRecovery ? (
              <TextInput
                ref={codeInput}
                label="Recovery code"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
                key={form.key('recoveryCode')}
                {...form.getInputProps('recoveryCode')}
              />
            ) : (
              <TextInput
                ref={codeInput}
                label="Authentication code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                required
                key={form.key('code')}
                {...form.getInputProps('code')}
              />
            )}
            <Switch
              label="Use a recovery code"
              checked={useRecovery}
              onChange={(event) => {
                setUseRecovery(event.currentTarget.checked);
                form.clearErrors();
              }}
            />
            <Checkbox
              label="Remember this device for 30 days"
              key={form.key('rememberDevice')}
              {...form.getInputProps('rememberDevice', { type: 'checkbox' })}
            />
            <Button type="submit" loading={verify.isPending} fullWidth>
              Verify
            </Button>
          </>
        )}
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
