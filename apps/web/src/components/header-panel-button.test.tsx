import { MantineProvider } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SharedFlagsProvider } from '@/lib/shared-flag';
import { HeaderPanelButton } from './header-panel-button';

const Panel = () => <p>The latest notifications</p>;

function Header({ instance }: { instance: string }) {
  return (
    <MantineProvider>
      <SharedFlagsProvider>
        <HeaderPanelButton
          key={instance}
          icon={IconBell}
          label={`Notifications (${instance})`}
          count={2}
          title="Notifications"
          loadingLabel="Loading notifications"
          panel={Panel}
        />
      </SharedFlagsProvider>
    </MantineProvider>
  );
}

describe('HeaderPanelButton', () => {
  it("stays open in the shell that replaces the one it was opened in (sign-in's handover)", async () => {
    const user = userEvent.setup();
    const view = render(<Header instance="interim" />);
    await user.click(screen.getByRole('button', { name: 'Notifications (interim)' }));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();

    view.rerender(<Header instance="real" />);
    expect(screen.getByRole('button', { name: 'Notifications (real)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('The latest notifications')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });
});
