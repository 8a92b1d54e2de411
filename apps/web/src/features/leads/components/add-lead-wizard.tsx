import { DEFAULT_CURRENCY, ErrorCode } from '@nethub/contract/constants';
import type { Currency, ProfileCard } from '@nethub/contract';
import { Card, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { FormError } from '@/components/form-error';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { StepHeading, useWizardStep, WizardButtons } from '@/components/wizard';
import { paths } from '@/config/paths';
import { hasErrorCode, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/lib/preferences';
import { useCreateLead } from '../api/create-lead';
import { useCreateLeadSuggestion } from '../api/get-create-lead-suggestion';
import { useRecipientCard } from '../api/get-lead-recipients';
import { useRecipientRewards } from '../api/get-recipient-rewards';
import { WIZARD_STEPS } from '../lead-constants';
import {
  ContactFields,
  LeadDetailFields,
  LeadTypeField,
  RecipientField,
  TagsOrSource,
} from './add-lead-fields';
import {
  blankValues,
  buildBody,
  firstError,
  LAST_STEP,
  serverFieldErrors,
  STEP_OF,
  tagRule,
  validateStep,
  type FieldErrors,
  type WizardValues,
} from './add-lead-values';

function AddLeadForm({ defaultCurrency }: { defaultCurrency: Currency }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('recipient') ?? '';
  const form = useForm<WizardValues>({
    mode: 'controlled',
    initialValues: blankValues(defaultCurrency, linkedId),
  });
  const { active, goTo, headingRef } = useWizardStep(0);
  // Reset remounts the steps, so every search box inside starts blank too.
  const [generation, setGeneration] = useState(0);
  const [chosen, setChosen] = useState<ProfileCard | undefined>(undefined);
  const create = useCreateLead();
  const desktop = useMediaQuery('(min-width: 64em)');

  const { receiverId } = form.values;
  const linked = useRecipientCard(linkedId, { enabled: !!linkedId && receiverId === linkedId });
  const recipient =
    chosen?._id === receiverId ? chosen : linked.data?._id === receiverId ? linked.data : undefined;
  const linkedMissing = !!linkedId && receiverId === linkedId && linked.isError;
  const suggestion = useCreateLeadSuggestion(linkedMissing ? '' : receiverId);
  // Loaded with the recipient, so the lead details step has their rewards at once.
  const rewards = useRecipientRewards(linkedMissing ? '' : receiverId);
  const rule = suggestion.data ? tagRule(suggestion.data) : undefined;

  const chooseRecipient = (member: ProfileCard | undefined) => {
    setChosen(member);
    // The tags and rewards belong to the recipient: choosing another starts them again.
    form.setValues({ receiverId: member?._id ?? '', tags: [], rewardId: '' });
    form.clearFieldError('receiverId');
    form.clearFieldError('tags');
  };

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    const field = firstError(errors);
    if (!field) return false;
    const step = STEP_OF[field];
    if (step !== active) goTo(step);
    // The first field in error gets the focus once its step is on screen.
    window.setTimeout(() => form.getInputNode(field)?.focus(), 0);
    return true;
  };

  const send = () => {
    const errors = Object.assign(
      {},
      ...WIZARD_STEPS.map((_, step) => validateStep(step, form.values, rule)),
    ) as FieldErrors;
    if (showErrors(errors)) return;
    create.mutate(buildBody(form.values, rule), {
      onSuccess: (lead) => {
        notify.success(MESSAGES.leadSent);
        void navigate(paths.leads.detail.getHref(lead._id));
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (hasErrorCode(error, ErrorCode.LEAD_RECIPIENT_NOT_CONNECTED)) {
          fieldErrors.receiverId = MESSAGES.leadRecipientNotConnected;
        }
        if (fieldErrors.rewardId) {
          // The reward is no longer on offer: choose again from what is.
          form.setFieldValue('rewardId', '');
          void rewards.refetch();
        }
        showErrors(fieldErrors);
      },
    });
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (showErrors(validateStep(active, form.values, rule))) return;
    // The tags-or-source rule must be known before leaving the first step.
    if (active === 0 && (!rule || linkedMissing)) return;
    if (active < LAST_STEP) goTo(active + 1);
    else send();
  };

  const reset = () => {
    form.setValues(blankValues(defaultCurrency));
    form.clearErrors();
    form.resetTouched();
    setChosen(undefined);
    create.reset();
    if (searchParams.has('recipient')) setSearchParams({}, { replace: true });
    setGeneration((value) => value + 1);
    goTo(0);
  };

  // A rejected recipient says so on its own field; other failures are told above the form.
  const formError = hasErrorCode(create.error, ErrorCode.LEAD_RECIPIENT_NOT_CONNECTED)
    ? null
    : create.error;

  return (
    <Card withBorder padding="lg" maw={760}>
      <form noValidate onSubmit={handleSubmit} aria-label="Pass a lead">
        <Stack gap="lg">
          <FormError error={formError} context="lead" />
          <Stepper
            key={generation}
            active={active}
            onStepClick={(step) => step < active && goTo(step)}
            orientation={desktop ? 'horizontal' : 'vertical'}
            size="sm"
          >
            <Stepper.Step
              label={WIZARD_STEPS[0].label}
              aria-current={active === 0 ? 'step' : undefined}
            >
              <Stack>
                <StepHeading ref={headingRef}>{WIZARD_STEPS[0].label}</StepHeading>
                <RecipientField
                  form={form}
                  recipient={recipient}
                  onChoose={chooseRecipient}
                  linkedMissing={linkedMissing}
                />
                <LeadTypeField form={form} />
                <TagsOrSource form={form} recipient={recipient} suggestion={suggestion} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step
              label={WIZARD_STEPS[1].label}
              aria-current={active === 1 ? 'step' : undefined}
            >
              <Stack>
                <StepHeading ref={headingRef}>{WIZARD_STEPS[1].label}</StepHeading>
                <Text size="sm" c="dimmed">
                  Who your connection should contact about this lead.
                </Text>
                <ContactFields form={form} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step
              label={WIZARD_STEPS[2].label}
              aria-current={active === 2 ? 'step' : undefined}
            >
              <Stack>
                <StepHeading ref={headingRef}>{WIZARD_STEPS[2].label}</StepHeading>
                <LeadDetailFields form={form} recipient={recipient} rewards={rewards} />
              </Stack>
            </Stepper.Step>
          </Stepper>
          <WizardButtons
            onReset={reset}
            onBack={active > 0 ? () => goTo(active - 1) : undefined}
            isLastStep={active === LAST_STEP}
            submitLabel="Send lead"
            submitIcon={<IconSend size={16} aria-hidden />}
            pending={create.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}

/** Spec §3 add-lead wizard: general information, contact details, lead details. */
export function AddLeadWizard() {
  const preferences = usePreferences();
  return (
    <Stack gap="lg">
      <BackLink to={paths.leads.root.getHref()}>All leads</BackLink>
      <PageTitle
        title="Pass a lead"
        description="Pass a business opportunity to one of your connections."
      />
      {preferences.isPending ? (
        <PageLoader inline label="Loading the form" />
      ) : (
        // The member's currency is the default; without preferences, the spec's default.
        <AddLeadForm defaultCurrency={preferences.data?.currency ?? DEFAULT_CURRENCY} />
      )}
    </Stack>
  );
}
