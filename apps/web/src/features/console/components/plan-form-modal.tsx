import {
  CURRENCY_SYMBOLS,
  ErrorCode,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  PLAN_PRICE_MAX,
} from '@nethub/contract/constants';
import {
  createPlanBody,
  planBody,
  updatePlanBody,
  type Currency,
  type OwnerPlan,
} from '@nethub/contract';
import { Group, NumberInput, Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/form-modal';
import { useOrganizationGroupOptions } from '../api/get-organization-groups';
import { getFieldErrors } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useCreatePlan, useUpdatePlan } from '../api/save-plan';
import { SALES_MESSAGES } from '../sales-constants';
import { SalesErrorAlert } from './sales-errors';
import { CurrencyRadios, GroupField } from './sales-fields';

export type PlanFormValues = {
  groupId: string;
  name: string;
  description: string;
  /** '' while the field is empty. */
  price: number | string;
  currency: Currency;
  period: 'month' | 'year';
  active: boolean;
};

/** The contract's plan body with words for each refusal; the group is checked on creation. */
const planForm = planBody.extend({
  groupId: z.string().min(1, 'Please choose a group'),
  name: z.string().trim().min(1, 'Please enter a name').max(PLAN_NAME_MAX),
  price: z
    .number({ error: 'Please enter a price' })
    .min(0.5, 'The price is at least 0.50')
    .max(PLAN_PRICE_MAX, `The price is at most ${PLAN_PRICE_MAX.toLocaleString('en-GB')}`)
    .multipleOf(0.01, 'Use at most two decimals'),
  active: z.boolean(),
});

const toFormValues = (plan: OwnerPlan | null, groupId: string): PlanFormValues =>
  plan
    ? {
        groupId: plan.group._id,
        name: plan.name,
        description: plan.description ?? '',
        price: plan.price,
        currency: plan.currency,
        period: plan.period,
        active: plan.active,
      }
    : {
        groupId,
        name: '',
        description: '',
        price: '',
        currency: 'GBP',
        period: 'month',
        active: true,
      };

type PlanFormProps = {
  orgId: string;
  /** The plan to edit; null for a new one. */
  plan: OwnerPlan | null;
  /** The group a new plan starts in (the list's filter). */
  groupId: string;
  onDone: () => void;
};

function PlanForm({ orgId, plan, groupId, onDone }: PlanFormProps) {
  const create = useCreatePlan(orgId);
  const update = useUpdatePlan(orgId);
  const groups = useOrganizationGroupOptions(orgId);
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const form = useForm<PlanFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(plan, groupId),
    validate: schemaResolver(planForm, { sync: true }),
  });

  const outcome = (message: string) => ({
    onSuccess: () => {
      notify.success(message);
      onDone();
    },
    onError: (failure: unknown) => form.setErrors(getFieldErrors(failure)),
  });

  const handleSubmit = form.onSubmit((values) => {
    if (plan) {
      const body = updatePlanBody.parse(values);
      update.mutate({ id: plan._id, body }, outcome(SALES_MESSAGES.planUpdated));
    } else {
      create.mutate(createPlanBody.parse(values), outcome(SALES_MESSAGES.planCreated));
    }
  });

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack>
        <SalesErrorAlert
          error={error}
          wording={{ [ErrorCode.NOT_FOUND]: 'This group or plan is no longer yours.' }}
        />
        <GroupField kept={plan?.group.name} groups={groups} {...form.getInputProps('groupId')} />
        <TextInput
          label="Name"
          description="What buyers see, e.g. Annual membership"
          required
          data-autofocus
          autoComplete="off"
          maxLength={PLAN_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          description="What the subscription gives its members."
          autosize
          minRows={3}
          maxRows={8}
          maxLength={PLAN_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <NumberInput
          label="Price"
          required
          min={0}
          max={PLAN_PRICE_MAX}
          decimalScale={2}
          thousandSeparator=","
          leftSection={<span aria-hidden>{CURRENCY_SYMBOLS[form.values.currency]}</span>}
          {...form.getInputProps('price')}
        />
        <CurrencyRadios {...form.getInputProps('currency')} />
        <Radio.Group label="Period" required {...form.getInputProps('period')}>
          <Group gap="lg" mt="xs">
            <Radio value="month" label="Every month" />
            <Radio value="year" label="Every year" />
          </Group>
        </Radio.Group>
        <Switch
          label="On sale"
          description="Members and visitors can subscribe to a plan on sale. Subscribers keep a plan taken off sale until their period ends."
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions
          submitLabel={plan ? 'Save plan' : 'Create plan'}
          saving={saving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

type PlanFormModalProps = Omit<PlanFormProps, 'onDone'> & { opened: boolean; onClose: () => void };

/** Create a plan, or edit one: group, name, description, price, currency, period, on sale. */
export function PlanFormModal({ opened, onClose, plan, ...props }: PlanFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={plan ? `Edit ${plan.name}` : 'Create a plan'}
    >
      <PlanForm plan={plan} onDone={onClose} {...props} />
    </FormModal>
  );
}
