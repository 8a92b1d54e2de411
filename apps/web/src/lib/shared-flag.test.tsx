import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SharedFlagsProvider, useSharedFlag } from './shared-flag';

function Toggle({ label }: { label: string }) {
  const [on, setOn] = useSharedFlag('panel');
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>
      {label}
    </button>
  );
}

describe('useSharedFlag', () => {
  it('keeps a flag set in one component for the component that replaces it', async () => {
    const user = userEvent.setup();
    const view = render(
      <SharedFlagsProvider>
        <Toggle key="first" label="First" />
      </SharedFlagsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    view.rerender(
      <SharedFlagsProvider>
        <Toggle key="second" label="Second" />
      </SharedFlagsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Second' })).toHaveAttribute('aria-pressed', 'true');
    view.unmount();

    // Another app (provider) starts with its own flags.
    render(
      <SharedFlagsProvider>
        <Toggle label="Other" />
      </SharedFlagsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Other' })).toHaveAttribute('aria-pressed', 'false');
  });
});
