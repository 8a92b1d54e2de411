import type { Lead, LeadStatus } from '@nethub/contract';
import { Box, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { ClosedValueModal, type ClosedValue } from './closed-value-modal';
import { LEAD_STAGES, STAGE_TONES } from '../lead-constants';
import { Badge } from '@/components/badge';

/** How long arrowing through the stages waits before the stage reached is saved. */
export const STAGE_SETTLE_MS = 600;

/** Every stage in order, the current one filled; read-only (the giver watches the lead). */
export function StagePillsReadOnly({ status }: { status: LeadStatus }) {
  return (
    <Box
      component="ol"
      aria-label="Pipeline stages"
      m={0}
      p={0}
      style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8 }}
    >
      {LEAD_STAGES.map((stage) => {
        const current = stage.status === status;
        return (
          <li key={stage.status} aria-current={current ? 'step' : undefined}>
            <Badge
              size="lg"
              tone={current ? STAGE_TONES[stage.status] : 'neutral'}
              strong={current}
            >
              {stage.label}
            </Badge>
          </li>
        );
      })}
    </Box>
  );
}

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The receiver's stage control: the pills are a radio group. Click a stage, or arrow to it
 * (Home and End for the ends); the stage reached is saved once the arrows settle, so passing
 * over stages on the way writes nothing to the lead's history.
 */
export function StagePills({ lead, label = 'Stage' }: { lead: Lead; label?: string }) {
  const update = useUpdateLeadStatus();
  const [choice, setChoice] = useState<LeadStatus>(lead.status);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The lead may move elsewhere (another tab, the board): follow it when nothing is pending.
  useEffect(() => {
    if (!timer.current && !update.isPending) setChoice(lead.status);
  }, [lead.status, update.isPending]);

  // Converted asks for the value of the business closed first (ADR 027).
  const [converting, setConverting] = useState(false);

  const send = (status: LeadStatus, closed?: ClosedValue) =>
    update.mutate(
      { id: lead._id, status, ...closed },
      {
        onSuccess: () => {
          setConverting(false);
          notify.success(MESSAGES.updated);
        },
        onError: (error) => {
          setChoice(lead.status);
          notify.error(getErrorMessage(error));
        },
      },
    );

  const save = (status: LeadStatus) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (status === lead.status) return;
    if (status === 'CONVERTED') setConverting(true);
    else send(status);
  };

  const pending = useRef<LeadStatus>(lead.status);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  // Leaving the page before the arrows settle still saves the stage reached.
  useEffect(
    () => () => {
      if (timer.current) saveRef.current(pending.current);
    },
    [],
  );

  const choose = (status: LeadStatus, settle: boolean) => {
    setChoice(status);
    if (!settle) return save(status);
    clearTimeout(timer.current);
    pending.current = status;
    timer.current = setTimeout(() => save(status), STAGE_SETTLE_MS);
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = LEAD_STAGES.length - 1;
    let next: number | undefined;
    if (event.key in NEXT)
      next = (index + NEXT[event.key]! + LEAD_STAGES.length) % LEAD_STAGES.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    choose(LEAD_STAGES[next]!.status, true);
  };

  return (
    <>
      <ClosedValueModal
        lead={lead}
        opened={converting}
        action="convert"
        pending={update.isPending}
        onClose={() => {
          setConverting(false);
          setChoice(lead.status);
        }}
        onSubmit={(closed) => send('CONVERTED', closed)}
      />
      <Box
        role="radiogroup"
        aria-label={label}
        aria-busy={update.isPending}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
      >
        {LEAD_STAGES.map((stage, index) => {
          const checked = stage.status === choice;
          return (
            <UnstyledButton
              key={stage.status}
              ref={(node) => {
                refs.current[index] = node;
              }}
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              onClick={() => choose(stage.status, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
              style={{ borderRadius: 'var(--mantine-radius-xl)' }}
            >
              <Badge
                component="span"
                size="lg"
                tone={checked ? STAGE_TONES[stage.status] : 'neutral'}
                strong={checked}
                style={{ cursor: 'pointer' }}
              >
                {stage.label}
              </Badge>
            </UnstyledButton>
          );
        })}
      </Box>
    </>
  );
}
