import type {
  RecoveryCodesResult,
  TwoFactorConfirmBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@nethub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getTwoFactorStatus = async () =>
  unwrap(await api.get<Envelope<TwoFactorStatus>>('/auth/two-factor'));

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: settingsKeys.twoFactor, queryFn: getTwoFactorStatus });

/** After any change the status is read again (recovery codes left, on or off). */
function useTwoFactorMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor }),
  });
}

export const useSetUpTwoFactor = () =>
  useMutation({
    mutationFn: async () =>
      unwrap(await api.post<Envelope<TwoFactorSetup>>('/auth/two-factor/setup')),
  });

export const useEnableTwoFactor = () =>
  useTwoFactorMutation(async (code: string) =>
    unwrap(await api.post<Envelope<RecoveryCodesResult>>('/auth/two-factor/enable', { code })),
  );

export const useDisableTwoFactor = () =>
  useTwoFactorMutation(async (body: TwoFactorConfirmBody) =>
    unwrap(await api.post<Envelope<{ ok: true }>>('/auth/two-factor/disable', body)),
  );

export const useRegenerateRecoveryCodes = () =>
  useTwoFactorMutation(async (body: TwoFactorConfirmBody) =>
    unwrap(await api.post<Envelope<RecoveryCodesResult>>('/auth/two-factor/recovery-codes', body)),
  );
