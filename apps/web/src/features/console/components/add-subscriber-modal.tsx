import { ErrorCode } from '@nethub/contract/constants';
import { createSubscriberBody } from '@nethub/contract';
import { Select, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/form-modal';
import { PersonFields } from '@/components/person-fields';
import { getFieldErrors } from '@/lib/errors';
import { useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { planPriceText } from '@/lib/sales-text';
import { personFields } from '@/lib/schema';
import type { AvatarUpload } from '../api/create-subscriber';
import { useCreateSubscriber } from '../api/create-subscriber';
import { useAllPlans } from '../api/get-owner-plans';
import { SALES_MESSAGES } from '../sales-constants';
import { AvatarUploadField } from './avatar-upload-field';
import { SalesErrorAlert } from './sales-errors';

type SubscriberFormValues = { planId: string; firstName: string; lastName: string; email: string };

/** The contract's body with words for each refusal; the picture is added on submit. */
const subscriberForm = createSubscriberBody.omit({ avatarUploadId: true }).extend({
  planId: z.string().min(1, 'Please choose a plan'),
  ...personFields,
});

type AddSubscriberFormProps = { orgId: string; planId: string; onDone: () => void };

function AddSubscriberForm({ orgId, planId, onDone }: AddSubscriberFormProps) {
  const { money } = useFormatters();
  const plans = useAllPlans(orgId);
  const create = useCreateSubscriber(orgId);
  const [avatar, setAvatar] = useState<AvatarUpload | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<SubscriberFormValues>({
    mode: 'controlled',
    initialValues: { planId, firstName: '', lastName: '', email: '' },
    validate: schemaResolver(subscriberForm, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = createSubscriberBody.parse({ ...values, avatarUploadId: avatar?.avatarUploadId });
    create.mutate(body, {
      onSuccess: () => {
        notify.success(SALES_MESSAGES.subscriberAdded(body.email));
        onDone();
      },
      onError: (error) => form.setErrors(getFieldErrors(error)),
    });
  });

  const planOptions = (plans.data ?? []).map((plan) => ({
    value: plan._id,
    label: `${plan.name} · ${plan.group.name} · ${planPriceText(plan, money)}${plan.active ? '' : ' (off sale)'}`,
  }));

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack>
        <SalesErrorAlert
          error={create.error}
          wording={{
            [ErrorCode.ALREADY_PAID]: SALES_MESSAGES.alreadySubscribed,
            [ErrorCode.NOT_ON_SALE]: SALES_MESSAGES.planNotOnSale,
            [ErrorCode.UPLOAD_NOT_FOUND]: 'The picture could not be found. Please choose it again.',
          }}
        />
        <Select
          label="Plan"
          placeholder={plans.isPending ? 'Loading your plans…' : 'Choose a plan'}
          description={
            plans.isSuccess && planOptions.length === 0 ? 'Create a plan first.' : undefined
          }
          required
          searchable
          disabled={!plans.isSuccess || planOptions.length === 0}
          allowDeselect={false}
          nothingFoundMessage="No matching plan"
          data={planOptions}
          {...form.getInputProps('planId')}
          value={form.values.planId || null}
          onChange={(value) => {
            form.setFieldValue('planId', value ?? '');
            form.clearFieldError('planId');
          }}
          error={
            form.errors.planId ?? (plans.isError ? 'Your plans could not be loaded.' : undefined)
          }
          comboboxProps={{ withinPortal: true }}
        />
        <PersonFields
          inputProps={(field) => form.getInputProps(field)}
          other
          emailDescription="We e-mail the payment link here."
        />
        <AvatarUploadField value={avatar} onChange={setAvatar} onUploadingChange={setUploading} />
        <FormActions
          submitLabel="Add subscriber"
          saving={create.isPending}
          onCancel={onDone}
          submitDisabled={uploading}
        />
      </Stack>
    </form>
  );
}

type AddSubscriberModalProps = AddSubscriberFormProps & { opened: boolean };

/**
 * Adds someone to a plan: the subscriber starts pending and is e-mailed the payment link; a new
 * address gets an invited account (with the picture, when one is chosen).
 */
export function AddSubscriberModal({ opened, onDone, ...props }: AddSubscriberModalProps) {
  return (
    <FormModal opened={opened} onClose={onDone} title="Add a subscriber">
      <AddSubscriberForm onDone={onDone} {...props} />
    </FormModal>
  );
}
