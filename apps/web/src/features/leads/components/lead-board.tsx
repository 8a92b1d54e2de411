import type { Lead, LeadStatus } from '@nethub/contract';
import {
  Anchor,
  Box,
  Button,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { fullName, useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { LEAD_STAGES, STAGE_COLORS } from '../lead-constants';
import { ClosedValueModal, type ClosedValue } from './closed-value-modal';

/**
 * The receiver moves a card with this menu; the giver sees no control. Converted asks for the
 * value of the business closed first, as the stage pills do (ADR 027).
 */
function MoveMenu({ lead }: { lead: Lead }) {
  const update = useUpdateLeadStatus();
  const [converting, setConverting] = useState(false);
  const name = fullName(lead.contact);
  const move = (status: LeadStatus, closed?: ClosedValue) =>
    update.mutate(
      { id: lead._id, status, ...closed },
      {
        onSuccess: () => {
          setConverting(false);
          notify.success(MESSAGES.updated);
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );
  const choose = (status: LeadStatus) =>
    status === 'CONVERTED' ? setConverting(true) : move(status);
  return (
    <>
      <ClosedValueModal
        lead={lead}
        opened={converting}
        action="convert"
        pending={update.isPending}
        onClose={() => setConverting(false)}
        onSubmit={(closed) => move('CONVERTED', closed)}
      />
      {/* No focus placeholder: a focusable "presentation" div inside role=menu fails axe. */}
      <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="default"
            loading={update.isPending}
            rightSection={<IconChevronDown size={12} aria-hidden />}
            aria-label={`Move ${name} to another stage`}
          >
            Move
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {LEAD_STAGES.filter((stage) => stage.status !== lead.status).map((stage) => (
            <Menu.Item key={stage.status} onClick={() => choose(stage.status)}>
              {stage.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/** A card of the board: who the lead is about, what it is, its value, and who is at the other end. */
function BoardCard({ lead }: { lead: Lead }) {
  const format = useFormatters();
  const incoming = lead.direction === 'incoming';
  const other = incoming ? lead.giver : lead.receiver;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={paths.leads.detail.getHref(lead._id)}
          fw={600}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {fullName(lead.contact)}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <VisuallyHidden>Lead type: </VisuallyHidden>
          {lead.leadType.name}
        </Text>
        <Text size="sm" fw={600}>
          <VisuallyHidden>Estimated value: </VisuallyHidden>
          {format.money(lead.estimatedValue, lead.currency)}
        </Text>
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {incoming ? 'From' : 'To'} {fullName(other)}
        </Text>
        {incoming && (
          <Box mt={4}>
            <MoveMenu lead={lead} />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The leads loaded so far, in a column per stage. It scrolls sideways inside its own box on
 * narrow screens (a focusable region, so the keyboard scrolls it too).
 */
export function LeadBoard({ leads }: { leads: Lead[] }) {
  return (
    <Box
      role="region"
      aria-label="Leads by stage"
      tabIndex={0}
      // Positioned, so the cards' visually hidden words are clipped with them.
      style={{ overflowX: 'auto', paddingBottom: 8, position: 'relative' }}
    >
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${LEAD_STAGES.length}, minmax(200px, 1fr))`,
          alignItems: 'start',
          gap: 12,
        }}
      >
        {LEAD_STAGES.map((stage) => {
          const column = leads.filter((lead) => lead.status === stage.status);
          const titleId = `board-${stage.status}`;
          return (
            <Paper
              key={stage.status}
              component="section"
              aria-labelledby={titleId}
              withBorder
              p="sm"
              radius="md"
              style={{
                borderTop: `4px solid var(--mantine-color-${STAGE_COLORS[stage.status].replace('.', '-')})`,
              }}
            >
              <Title order={2} fz="sm" id={titleId} mb="xs">
                {stage.label}{' '}
                <Text span size="sm" fw={400}>
                  ({column.length})
                </Text>
              </Title>
              {column.length ? (
                <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                  {column.map((lead) => (
                    <BoardCard key={lead._id} lead={lead} />
                  ))}
                </Stack>
              ) : (
                <Text size="xs">No leads</Text>
              )}
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
