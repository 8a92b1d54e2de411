import { LEDGER_PERIOD_LABELS, LEDGER_PERIODS, type LedgerPeriod } from '@nethub/contract';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { PeriodChoice } from '../api/ledger';

const isPeriod = (value: string): value is LedgerPeriod =>
  (LEDGER_PERIODS as readonly string[]).includes(value);

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/** This month, quarter, year, all time, or two days (both included). */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
}) {
  const customError =
    value.period === 'custom' && value.from && value.to && value.from > value.to
      ? 'The first day comes before the last'
      : undefined;
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Period"
        w={160}
        data={LEDGER_PERIODS.map((period) => ({
          value: period,
          label: LEDGER_PERIOD_LABELS[period],
        }))}
        value={value.period}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isPeriod(next)) return;
          onChange(
            next === 'custom'
              ? { period: next, from: value.from ?? firstOfMonth(), to: value.to ?? today() }
              : { period: next },
          );
        }}
      />
      {value.period === 'custom' && (
        <>
          <TextInput
            type="date"
            label="From"
            w={170}
            value={value.from ?? ''}
            max={value.to}
            onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            w={170}
            value={value.to ?? ''}
            min={value.from}
            error={customError}
            onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
          />
        </>
      )}
    </Group>
  );
}

/** A custom period is asked for once both of its days are set, in order. */
export const isComplete = (choice: PeriodChoice) =>
  choice.period !== 'custom' || (!!choice.from && !!choice.to && choice.from <= choice.to);
