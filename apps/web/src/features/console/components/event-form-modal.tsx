import '@mantine/dates/styles.css';
import {
  CURRENCY_SYMBOLS,
  ErrorCode,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  EVENT_VENUE_MAX,
} from '@nethub/contract/constants';
import type { EventCard } from '@nethub/contract';
import { NumberInput, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { DATE_PICKER_PROPS } from '@/components/date-picker-props';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/form-modal';
import { PageLoader } from '@/components/page-loader';
import { useOrganizationGroupOptions } from '../api/get-organization-groups';
import { getFieldErrors } from '@/lib/errors';
import { focusFirstInvalid, submitFormOf } from '@/lib/focus-first-invalid';
import { useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/lib/preferences';
import { useCreateEvent, useUpdateEvent } from '../api/save-event';
import { SALES_MESSAGES } from '../sales-constants';
import {
  EVENT_CAPACITY_MAX,
  EVENT_PRICE_MAX,
  eventForm,
  toCreateEventBody,
  toEventFormValues,
  toUpdateEventBody,
  type EventFormValues,
} from './event-form-values';
import { SalesErrorAlert } from './sales-errors';
import { CurrencyRadios, GroupField } from './sales-fields';

const datePickerProps = { ...DATE_PICKER_PROPS, placeholder: 'Choose a day' };

/** Server field names onto the form's: the instants are edited as a day and a time. */
function formErrors(error: unknown) {
  const { startsAt, endsAt, ...rest } = getFieldErrors(error);
  return { ...rest, ...(startsAt && { startDate: startsAt }), ...(endsAt && { endDate: endsAt }) };
}

type EventFormProps = {
  orgId: string;
  /** The event to edit; null for a new one. */
  event: EventCard | null;
  onDone: (saved: EventCard) => void;
  onCancel: () => void;
};

function EventForm({ orgId, event, onDone, onCancel }: EventFormProps) {
  // Mounted once the member's zone is known (see EventFormModal): times are read and written in it.
  const { timeZone } = useFormatters();
  const create = useCreateEvent(orgId);
  const update = useUpdateEvent(orgId);
  const groups = useOrganizationGroupOptions(orgId);
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const schema = useMemo(() => eventForm(timeZone), [timeZone]);
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: toEventFormValues(event, '', timeZone),
    validate: schemaResolver(schema, { sync: true }),
  });

  /** The submitted form: on a failed save, the first field the server refused takes the focus. */
  const outcome = (message: string, submitted: HTMLElement | null) => ({
    onSuccess: (saved: EventCard) => {
      notify.success(message);
      onDone(saved);
    },
    onError: (failure: unknown) => {
      form.setErrors(formErrors(failure));
      focusFirstInvalid(submitted);
    },
  });

  const handleSubmit = form.onSubmit(
    (values, submit) => {
      const submitted = submitFormOf(submit);
      if (event) {
        const body = toUpdateEventBody(values, timeZone);
        update.mutate({ id: event._id, body }, outcome(SALES_MESSAGES.eventUpdated, submitted));
      } else {
        create.mutate(
          toCreateEventBody(values, timeZone),
          outcome(SALES_MESSAGES.eventCreated, submitted),
        );
      }
    },
    // The first errors sit above the fold of a long modal: take the person to them.
    (_errors, _values, submit) => focusFirstInvalid(submitFormOf(submit)),
  );

  const free = form.values.price === 0;

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack>
        <SalesErrorAlert
          error={error}
          wording={{ [ErrorCode.NOT_FOUND]: 'This group or event is no longer yours.' }}
        />
        <GroupField kept={event?.group.name} groups={groups} {...form.getInputProps('groupId')} />
        <TextInput
          label="Title"
          required
          data-autofocus
          autoComplete="off"
          maxLength={EVENT_TITLE_MAX}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={EVENT_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Venue"
          description="Where it takes place: an address, or an online link"
          autoComplete="off"
          maxLength={EVENT_VENUE_MAX}
          {...form.getInputProps('venue')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DatePickerInput
            label="Start day"
            required
            {...datePickerProps}
            {...form.getInputProps('startDate')}
          />
          <TimeInput label="Start time" required {...form.getInputProps('startTime')} />
          <DatePickerInput
            label="End day"
            description="Optional"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the end day' }}
            minDate={form.values.startDate ?? undefined}
            {...datePickerProps}
            {...form.getInputProps('endDate')}
          />
          <TimeInput label="End time" description="Optional" {...form.getInputProps('endTime')} />
        </SimpleGrid>
        {timeZone && (
          <Text size="xs" c="dimmed">
            Times are in {timeZone.replace(/_/g, ' ')} time.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Ticket price"
            description={free ? 'A free event: no checkout' : 'Enter 0 for a free event'}
            required
            min={0}
            max={EVENT_PRICE_MAX}
            decimalScale={2}
            thousandSeparator=","
            leftSection={<span aria-hidden>{CURRENCY_SYMBOLS[form.values.currency]}</span>}
            {...form.getInputProps('price')}
          />
          <NumberInput
            label="Seats"
            description="Leave empty for no limit"
            min={1}
            max={EVENT_CAPACITY_MAX}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('capacity')}
          />
        </SimpleGrid>
        <CurrencyRadios {...form.getInputProps('currency')} />
        <Switch
          label="On sale"
          description="Members and visitors can get tickets for an event on sale."
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions
          submitLabel={event ? 'Save event' : 'Create event'}
          saving={saving}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

type EventFormModalProps = {
  orgId: string;
  event: EventCard | null;
  opened: boolean;
  onClose: () => void;
  /** After a save, with the saved event (a new one's page may open). */
  onSaved?: (event: EventCard) => void;
};

/** Create an event, or edit one: group, title, description, venue, times, price, seats, sale. */
export function EventFormModal({ orgId, event, opened, onClose, onSaved }: EventFormModalProps) {
  // The times are edited in the member's zone: the form waits for it (or for its failure, then
  // the browser's zone), so a time is never read in one zone and written in another.
  const preferences = usePreferences();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={event ? `Edit ${event.title}` : 'Create an event'}
      size="lg"
    >
      {preferences.isPending ? (
        <PageLoader inline label="Loading your time zone" />
      ) : (
        <EventForm
          orgId={orgId}
          event={event}
          onCancel={onClose}
          onDone={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </FormModal>
  );
}
