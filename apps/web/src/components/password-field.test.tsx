import { passwordSchema } from '@nethub/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { RULES_NOT_MET } from './password-field';

describe('password rules', () => {
  it('are written once: a refused password points at the list instead of repeating a rule', async () => {
    renderApp('/sign-up');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^password/i), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(RULES_NOT_MET)).toBeInTheDocument();
    const rules = passwordSchema.safeParse('').error!.issues.map((issue) => issue.message);
    for (const rule of rules) expect(screen.getAllByText(rule)).toHaveLength(1);
  });
});
