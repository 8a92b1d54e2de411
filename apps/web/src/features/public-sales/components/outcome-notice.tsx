import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

type OutcomeNoticeProps = {
  /**
   * The outcome replaces what the person acted on (back from the checkout, a ticket given up):
   * focus moves to it once, when it appears, and stays where they put it after that.
   */
  focus: boolean;
  children: React.ReactNode;
};

/** A purchase's good outcome, read out as it appears. */
export function OutcomeNotice({ focus, children }: OutcomeNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Alert
      color="teal"
      icon={<IconCircleCheck aria-hidden />}
      role="status"
      ref={ref}
      tabIndex={focus ? -1 : undefined}
    >
      {children}
    </Alert>
  );
}
