import type {
  GroupLedger,
  Ledger,
  LedgerPeriod,
  LedgerPreferences,
  RewardSettlement,
  SettlementList,
  SettlementSide,
} from '@nethub/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

/** The period a ledger is asked for: `from`/`to` (days) for a custom one. */
export type PeriodChoice = { period: LedgerPeriod; from?: string; to?: string };

export const periodParams = (choice: PeriodChoice) =>
  choice.period === 'custom'
    ? { period: choice.period, from: choice.from, to: choice.to }
    : { period: choice.period };

export const ledgerKeys = {
  all: ['ledger'] as const,
  ledger: (choice: PeriodChoice) => ['ledger', 'member', periodParams(choice)] as const,
  settlements: (side: SettlementSide) => ['ledger', 'settlements', side] as const,
  preferences: ['ledger', 'preferences'] as const,
  group: (groupId: string, choice: PeriodChoice) =>
    ['ledger', 'group', groupId, periodParams(choice)] as const,
};

/** GET /ledger: my business given and received in the period. */
export const getLedger = async (choice: PeriodChoice) =>
  unwrap(await api.get<Envelope<Ledger>>('/ledger', { params: periodParams(choice) }));

// The ledger changes on other screens (a lead converts, a reward is paid): re-read when shown.
export const useLedger = (choice: PeriodChoice, enabled = true) =>
  useQuery({
    queryKey: ledgerKeys.ledger(choice),
    queryFn: () => getLedger(choice),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /ledger/rewards: the first page of rewards my leads earned, or that I owe. */
export const useSettlements = (side: SettlementSide) =>
  useQuery({
    queryKey: ledgerKeys.settlements(side),
    queryFn: async () =>
      unwrap(
        await api.get<Envelope<SettlementList>>('/ledger/rewards', {
          params: { side, offset: 50 },
        }),
      ),
    staleTime: 0,
  });

/** PUT /ledger/rewards/{leadId}/paid: the reward's owner marks it paid on a day. */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leadId, paidOn }: { leadId: string; paidOn: string }) =>
      unwrap(
        await api.put<Envelope<RewardSettlement>>(
          `/ledger/rewards/${encodeURIComponent(leadId)}/paid`,
          { paidOn },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
}

export const useLedgerPreferences = () =>
  useQuery({
    queryKey: ledgerKeys.preferences,
    queryFn: async () => unwrap(await api.get<Envelope<LedgerPreferences>>('/ledger/preferences')),
  });

export function useSetLedgerPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LedgerPreferences) =>
      unwrap(await api.put<Envelope<LedgerPreferences>>('/ledger/preferences', body)),
    onSuccess: (data) => queryClient.setQueryData(ledgerKeys.preferences, data),
  });
}

/** GET /ledger/groups/{id}: a group's totals and leaderboard, for its owner. */
export const useGroupLedger = (groupId: string | null, choice: PeriodChoice) =>
  useQuery({
    queryKey: ledgerKeys.group(groupId ?? '', choice),
    queryFn: async () =>
      unwrap(
        await api.get<Envelope<GroupLedger>>(`/ledger/groups/${encodeURIComponent(groupId!)}`, {
          params: periodParams(choice),
        }),
      ),
    enabled: !!groupId,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
