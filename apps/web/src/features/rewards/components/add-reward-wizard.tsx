import type { ProfileCard, RewardType } from '@nethub/contract';
import { Card, Stack, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { FormError } from '@/components/form-error';
import { PageTitle } from '@/components/page-title';
import { StepHeading, useWizardStep, WizardButtons } from '@/components/wizard';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useCreateReward } from '../api/create-reward';
import { useRewardAvailability } from '../api/get-reward-availability';
import { REWARD_WIZARD_STEPS } from '../reward-constants';
import { CampaignFields, GeneralFields, NotifyFields, RewardFields } from './add-reward-fields';
import {
  blankValues,
  buildReward,
  CAMPAIGN_DETAILS,
  FIELDS,
  GENERAL,
  LAST_STEP,
  NOTIFY,
  REWARD,
  serverFieldErrors,
  stepOf,
  stepsFor,
  validateStep,
  type FieldErrors,
  type WizardValues,
} from './add-reward-values';

function AddRewardForm() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const startType: RewardType = searchParams.get('type') === 'campaign' ? 'campaign' : 'standard';
  const form = useForm<WizardValues>({ mode: 'controlled', initialValues: blankValues(startType) });
  const { active, goTo, headingRef } = useWizardStep(GENERAL);
  // Reset remounts the steps, so every search box inside starts blank too.
  const [generation, setGeneration] = useState(0);
  const [chosen, setChosen] = useState(() => new Map<string, ProfileCard>());
  const availability = useRewardAvailability();
  const create = useCreateReward();
  const desktop = useMediaQuery('(min-width: 64em)');

  const { type } = form.values;
  const steps = stepsFor(type);
  const skipped = (step: number) => !steps.includes(step);

  const move = (by: 1 | -1) => goTo(steps[steps.indexOf(active) + by] ?? active);

  const chooseType = (next: RewardType) => {
    const kind = form.values.kind;
    const open = availability.data?.standardKinds;
    form.setValues({
      type: next,
      active: next === 'campaign',
      // Each standard kind is offered once: a kind already used is chosen again.
      kind: next === 'standard' && kind && open && !open.includes(kind) ? null : kind,
    });
    form.clearErrors();
  };

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    const field = FIELDS.find((name) => errors[name]);
    if (!field) return false;
    const step = stepOf(field, form.values.type);
    if (step !== active) goTo(step);
    // The first field in error gets the focus once its step is on screen.
    window.setTimeout(() => form.getInputNode(field)?.focus(), 0);
    return true;
  };

  const send = () => {
    const errors = Object.assign(
      {},
      ...steps.map((step) => validateStep(step, form.values)),
    ) as FieldErrors;
    if (showErrors(errors)) return;
    create.mutate(buildReward(form.values), {
      onSuccess: (reward) => {
        notify.success(MESSAGES.rewardAdded);
        void navigate(paths.rewards.detail.getHref(reward._id));
      },
      onError: (error) => showErrors(serverFieldErrors(error, form.values.type)),
    });
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (showErrors(validateStep(active, form.values))) return;
    // The kinds on offer must be known before leaving the reward step.
    if (active === REWARD && type === 'standard' && !availability.isSuccess) return;
    if (active < LAST_STEP) move(1);
    else send();
  };

  const reset = () => {
    form.setValues(blankValues());
    form.clearErrors();
    form.resetTouched();
    setChosen(new Map());
    create.reset();
    if (searchParams.has('type')) setSearchParams({}, { replace: true });
    setGeneration((value) => value + 1);
    goTo(GENERAL);
  };

  const stepProps = (step: number) => ({
    label: REWARD_WIZARD_STEPS[step]?.label,
    'aria-current': active === step ? ('step' as const) : undefined,
  });

  return (
    <Card withBorder padding="lg" maw={880}>
      <form noValidate onSubmit={handleSubmit} aria-label="Add reward">
        <Stack gap="lg">
          <FormError error={create.error} context="reward" />
          <Stepper
            key={generation}
            active={active}
            onStepClick={(step) => step < active && !skipped(step) && goTo(step)}
            orientation={desktop ? 'horizontal' : 'vertical'}
            size="sm"
          >
            <Stepper.Step {...stepProps(GENERAL)}>
              <Stack>
                <StepHeading ref={headingRef}>{REWARD_WIZARD_STEPS[GENERAL].label}</StepHeading>
                <GeneralFields form={form} onType={chooseType} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step {...stepProps(REWARD)}>
              <Stack>
                <StepHeading ref={headingRef}>{REWARD_WIZARD_STEPS[REWARD].label}</StepHeading>
                <RewardFields form={form} availability={availability} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step
              {...stepProps(CAMPAIGN_DETAILS)}
              description={skipped(CAMPAIGN_DETAILS) ? 'Campaigns only' : undefined}
              allowStepSelect={!skipped(CAMPAIGN_DETAILS)}
              completedIcon={
                skipped(CAMPAIGN_DETAILS) ? <IconMinus size={16} aria-hidden /> : undefined
              }
              color={skipped(CAMPAIGN_DETAILS) ? 'gray' : undefined}
            >
              <Stack>
                <StepHeading ref={headingRef}>
                  {REWARD_WIZARD_STEPS[CAMPAIGN_DETAILS].label}
                </StepHeading>
                <CampaignFields form={form} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step {...stepProps(NOTIFY)}>
              <Stack>
                <StepHeading ref={headingRef}>{REWARD_WIZARD_STEPS[NOTIFY].label}</StepHeading>
                <NotifyFields form={form} chosen={chosen} onChosen={setChosen} />
              </Stack>
            </Stepper.Step>
          </Stepper>
          <WizardButtons
            onReset={reset}
            onBack={active > GENERAL ? () => move(-1) : undefined}
            isLastStep={active === LAST_STEP}
            submitLabel="Add reward"
            submitIcon={<IconCheck size={16} aria-hidden />}
            pending={create.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}

/** Spec §3 add-reward wizard: general information, reward, campaign details, notify connections. */
export function AddRewardWizard() {
  return (
    <Stack gap="lg">
      <BackLink to={paths.rewards.root.getHref()}>All rewards</BackLink>
      <PageTitle
        title="Add reward"
        description="Offer a reward to the connections who pass you leads, or run a campaign."
      />
      <AddRewardForm />
    </Stack>
  );
}
