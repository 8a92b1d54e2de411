import { render, screen, within } from '@testing-library/react';
import { Button, MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { theme } from '@/app/theme';
import { describe, expect, it } from 'vitest';
import { buildMemberCard } from '@/testing/factories';
import { Badge } from './badge';
import { MemberCard } from './member-card';

describe('MemberCard', () => {
  it('lays out one member the same way: identity and badge on top, actions at the foot', async () => {
    const member = buildMemberCard({ firstName: 'Ada', lastName: 'Byron' });
    render(
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <MemberCard
            member={member}
            nameId="card-ada"
            badge={<Badge tone="accent">Owner</Badge>}
            actions={<Button>Connect</Button>}
          >
            <p>Joined 01/02/25</p>
          </MemberCard>
        </MemoryRouter>
      </MantineProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Ada Byron' });
    expect(card).toHaveAttribute('data-member-card');
    // The card fills its grid cell: cards in a row share their height.
    expect(card).toHaveStyle({ height: '100%' });
    expect(within(card).getByRole('link', { name: 'Ada Byron' })).toHaveAttribute(
      'href',
      `/profile/${member._id}`,
    );
    // One label, in words, not in capitals set by the markup.
    expect(within(card).getByText('Owner')).toHaveTextContent(/^Owner$/);
    expect(within(card).getByText('Owner').closest('.nh-badge')).toHaveAttribute(
      'data-tone',
      'accent',
    );
    // The actions come last, after whatever the card says in between.
    const texts = [...card.querySelectorAll('p, button')].map((node) => node.textContent);
    expect(texts.at(-1)).toBe('Connect');
  });
});
