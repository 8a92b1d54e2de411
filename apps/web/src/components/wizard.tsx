import { Button, Group, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';

/**
 * The step a wizard shows. Moving to another step puts the focus on its heading, so a screen
 * reader says where the member now is; opening the wizard leaves the focus where it was.
 */
export function useWizardStep(firstStep: number) {
  const [active, setActive] = useState(firstStep);
  const focusHeading = useRef(false);

  const goTo = (step: number) => {
    focusHeading.current = true;
    setActive(step);
  };

  const headingRef = (node: HTMLHeadingElement | null) => {
    if (node && focusHeading.current) {
      focusHeading.current = false;
      node.focus();
    }
  };

  return { active, goTo, headingRef };
}

type StepHeadingProps = {
  /** `headingRef` of useWizardStep. */
  ref: (node: HTMLHeadingElement | null) => void;
  children: React.ReactNode;
};

/** A step's heading, focusable so that moving to the step can focus it. */
export function StepHeading({ ref, children }: StepHeadingProps) {
  return (
    <Title order={2} fz="h4" tabIndex={-1} ref={ref}>
      {children}
    </Title>
  );
}

type WizardButtonsProps = {
  onReset: () => void;
  /** Left out on the first step, which has no Back. */
  onBack?: () => void;
  isLastStep: boolean;
  /** The last step's submit button: what it says, and its icon. */
  submitLabel: string;
  submitIcon: React.ReactNode;
  /** The wizard's result is being sent. */
  pending: boolean;
};

/** Reset on the left; Back and Next, or the last step's submit button, on the right. */
export function WizardButtons({
  onReset,
  onBack,
  isLastStep,
  submitLabel,
  submitIcon,
  pending,
}: WizardButtonsProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={onReset}
        disabled={pending}
      >
        Reset
      </Button>
      <Group gap="sm">
        {onBack && (
          <Button variant="default" onClick={onBack} disabled={pending}>
            Back
          </Button>
        )}
        {isLastStep ? (
          <Button key="submit" type="submit" leftSection={submitIcon} loading={pending}>
            {submitLabel}
          </Button>
        ) : (
          <Button key="next" type="submit">
            Next
          </Button>
        )}
      </Group>
    </Group>
  );
}
