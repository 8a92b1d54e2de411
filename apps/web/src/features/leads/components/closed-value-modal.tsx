import type { Currency, Lead } from '@nethub/contract';
import { CURRENCIES, CURRENCY_SYMBOLS, LEAD_VALUE_MAX } from '@nethub/contract/constants';
import { Button, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { isCurrency } from '../lead-constants';

export type ClosedValue = { closedValue: number; closedCurrency: Currency };

type ClosedValueModalProps = {
  lead: Lead;
  opened: boolean;
  /** "Convert" when the lead is being moved to Converted; "Save" when correcting the value. */
  action: 'convert' | 'edit';
  pending?: boolean;
  onClose: () => void;
  onSubmit: (value: ClosedValue) => void;
};

/**
 * The value of the business a lead closed, asked for when the receiver moves it to Converted
 * (and for corrections later): what the referral ledger counts (ADR 027).
 */
export function ClosedValueModal({
  lead,
  opened,
  action,
  pending,
  onClose,
  onSubmit,
}: ClosedValueModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={action === 'convert' ? 'Business closed' : 'Edit the value closed'}
    >
      <ClosedValueForm
        lead={lead}
        action={action}
        pending={pending}
        onCancel={onClose}
        onSubmit={onSubmit}
      />
    </FormModal>
  );
}

function ClosedValueForm({
  lead,
  action,
  pending,
  onCancel,
  onSubmit,
}: Omit<ClosedValueModalProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const [value, setValue] = useState<number | string>(lead.closedValue ?? lead.estimatedValue);
  const [currency, setCurrency] = useState<Currency>(lead.closedCurrency ?? lead.currency);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = typeof value === 'number' ? value : Number(value);
    if (value === '' || !Number.isFinite(amount) || amount < 0 || amount > LEAD_VALUE_MAX) {
      setError('Enter the value of the business, 0 or more');
      return;
    }
    onSubmit({ closedValue: Math.round(amount * 100) / 100, closedCurrency: currency });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {action === 'convert' && (
          <Text size="sm">
            What was the business this lead brought you worth? It counts in your ledger and in{' '}
            {lead.giver.firstName}&rsquo;s.
          </Text>
        )}
        <NumberInput
          label="Value of the business closed"
          required
          min={0}
          max={LEAD_VALUE_MAX}
          clampBehavior="none"
          decimalScale={2}
          thousandSeparator=","
          leftSection={<span aria-hidden>{CURRENCY_SYMBOLS[currency]}</span>}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <NativeSelect
          label="Currency"
          data={CURRENCIES.map((code) => ({
            value: code,
            label: `${CURRENCY_SYMBOLS[code]} ${code}`,
          }))}
          value={currency}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isCurrency(next)) setCurrency(next);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {action === 'convert' ? 'Mark as converted' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
