import { Anchor, MantineProvider, Menu, Button } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme (#19: one visual language, axe clean)', () => {
  it('underlines links, so a link inside text is not told apart by colour alone', () => {
    render(
      <MantineProvider theme={theme}>
        <p>
          Read the <Anchor href="/policies">privacy policy</Anchor> first.
        </p>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'data-underline',
      'always',
    );
  });

  it('opens a menu without the focus placeholder that breaks its required children', async () => {
    render(
      <MantineProvider theme={theme}>
        <Menu>
          <Menu.Target>
            <Button>Actions</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Edit</Menu.Item>
            <Menu.Item>Remove</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    // Every child of the menu is a menu item: no role="presentation" focus target.
    expect(menu.querySelector('[data-autofocus]')).toBeNull();
    expect(menu.querySelectorAll('[role="presentation"]')).toHaveLength(0);
    expect(menu.querySelectorAll('[role="menuitem"]')).toHaveLength(2);
  });
});
