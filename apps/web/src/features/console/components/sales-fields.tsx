import { CURRENCY_SYMBOLS } from '@nethub/contract/constants';
import type { Currency } from '@nethub/contract';
import { Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import type { useOrganizationGroupOptions } from '../api/get-organization-groups';

const CURRENCIES: { value: Currency; label: string }[] = [
  { value: 'GBP', label: `${CURRENCY_SYMBOLS.GBP} GBP` },
  { value: 'EUR', label: `${CURRENCY_SYMBOLS.EUR} EUR` },
  { value: 'USD', label: `${CURRENCY_SYMBOLS.USD} USD` },
];

/** What a form's getInputProps gives a field. */
type InputProps<Value> = {
  value?: Value;
  onChange: (value: Value) => void;
  error?: React.ReactNode;
};

/** GBP, EUR or USD. */
export function CurrencyRadios({ value, onChange, error }: InputProps<Currency>) {
  return (
    <Radio.Group
      label="Currency"
      required
      value={value}
      onChange={(next) => onChange(next as Currency)}
      error={error}
    >
      <Group gap="lg" mt="xs">
        {CURRENCIES.map((currency) => (
          <Radio key={currency.value} value={currency.value} label={currency.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

type GroupSelectProps = InputProps<string> & {
  groups: ReturnType<typeof useOrganizationGroupOptions>;
};

/** One of the organisation's groups or sub-groups; what to do when none can be offered. */
function GroupSelect({ groups, value, onChange, error }: GroupSelectProps) {
  if (groups.isError) {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          Your groups could not be loaded.
        </Text>
        <Button size="xs" variant="default" onClick={() => void groups.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const options = groups.data ?? [];
  const none = groups.isSuccess && options.length === 0;
  return (
    <Select
      label="Group"
      description={none ? 'Create a group in the console’s Groups section first.' : undefined}
      placeholder={groups.isPending ? 'Loading your groups…' : 'Choose a group'}
      required
      searchable
      // Focus alone (a tab, or the form taking the person to this error) must not open a list
      // over the fields and errors below; a click, typing or the arrow keys open it.
      openOnFocus={false}
      disabled={groups.isPending || none}
      allowDeselect={false}
      nothingFoundMessage="No matching group"
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type GroupFieldProps = GroupSelectProps & {
  /** The group of the plan or event being edited: it is kept, and shown. */
  kept?: string;
};

/** The group a plan or event is sold in: chosen for a new one, shown for one being edited. */
export function GroupField({ kept, ...props }: GroupFieldProps) {
  if (kept === undefined) return <GroupSelect {...props} />;
  return (
    <Text size="sm">
      <Text span c="dimmed">
        Group:{' '}
      </Text>
      {kept}
    </Text>
  );
}
