import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PictureBody } from '@nethub/contract';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/server';
import { describe, expect, it } from 'vitest';
import { buildMediaItem, buildUser } from '@/testing/factories';
import { mediaListHandler, referenceHandlers, uploadHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildOrganization,
  buildOrganizationWorld,
  buildRevenue,
  organizationHandlers,
  type OrganizationWorld,
} from '../testing/organization-world';

const owner = buildUser({ isOrgOwner: true });

function serve(world: OrganizationWorld) {
  const { handlers, log } = organizationHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function open(url: string, user = owner, heading = 'Organisation console') {
  const person = userEvent.setup();
  const view = renderApp(url, { user });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return { user: person, ...view };
}

const consoleNav = () => screen.getByRole('navigation', { name: 'Organisation console' });

describe('organisation console: access and navigation', () => {
  it('tells a member who is not an organisation owner that the area is not theirs', async () => {
    const world = buildOrganizationWorld();
    const log = serve(world);
    await open('/organization/members', buildUser({ isOrgOwner: false }));

    expect(screen.getByText('This area is for organisation owners')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Organisation console' })).toBeNull();
    expect(log.mine).toBe(0);

    // A member's account menu has no console entry.
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Organisation console' })).toBeNull();
  });

  it('offers owners the console from the navigation and the account menu, with its sections', async () => {
    serve(buildOrganizationWorld({ revenue: buildRevenue() }));
    const { user, location } = await open('/organization');

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    for (const place of [
      screen.getByRole('banner'),
      screen.getByRole('navigation', { name: 'Main navigation' }),
    ])
      expect(within(place).getByRole('link', { name: 'Organisation console' })).toHaveAttribute(
        'href',
        '/organization',
      );

    const nav = consoleNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Groups',
      'Members',
      'Subscriptions',
      'Events',
      'Revenue',
      'Ledger',
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Revenue' })).toHaveAttribute(
      'href',
      '/organization/revenue',
    );

    await user.click(within(nav).getByRole('link', { name: 'Members' }));
    await waitFor(() => expect(location()).toBe('/organization/members'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(within(consoleNav()).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when the owner runs no organisation, and retries a failed load', async () => {
    const world = buildOrganizationWorld({ organizations: { status: 500, code: 'INTERNAL' } });
    serve(world);
    const { user } = await open('/organization');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    world.organizations = [];
    await user.click(retry);
    expect(await screen.findByText('No organisation yet')).toBeInTheDocument();
  });
});

describe('organisation overview', () => {
  it('shows the profile and figures, and saves an edit', async () => {
    const world = buildOrganizationWorld({
      organizations: [buildOrganization({ groupCount: 3, subgroupCount: 2 })],
      revenue: buildRevenue({ activeSubscribers: 42, ticketsSold: 7 }),
    });
    const log = serve(world);
    const { user } = await open('/organization');

    const figures = await screen.findByRole('region', { name: 'At a glance' });
    // Groups as the Groups tab counts them (top level), sub-groups said apart.
    expect(within(figures).getByText('Groups').parentElement).toHaveTextContent(
      /^Groups3and 2 sub-groups in them/,
    );
    expect(
      (await within(figures).findByText('Active subscribers')).parentElement,
    ).toHaveTextContent('42');
    expect(within(figures).getByText('Tickets sold').parentElement).toHaveTextContent('7');

    const profile = screen.getByRole('region', { name: 'Organisation profile' });
    expect(within(profile).getByText('Acme Networks')).toBeInTheDocument();
    expect(within(profile).getByText('Business networks across the north.')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'https://acme.example' })).toHaveAttribute(
      'href',
      'https://acme.example',
    );

    await user.click(within(profile).getByRole('button', { name: 'Edit profile' }));
    const name = within(profile).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(
      await within(profile).findByText("Please enter the organisation's name"),
    ).toBeInTheDocument();
    expect(log.updates).toHaveLength(0);

    await user.type(name, 'Acme North');
    const description = within(profile).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Groups for founders.');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Organisation updated')).toBeInTheDocument();
    expect(log.updates).toEqual([
      {
        name: 'Acme North',
        description: 'Groups for founders.',
        website: 'https://acme.example',
      },
    ]);
    expect(await within(profile).findByText('Acme North')).toBeInTheDocument();
    expect(within(profile).getByText('Groups for founders.')).toBeInTheDocument();
    expect(within(profile).queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  it("uploads the organisation's logo into the owner's library, refuses other files, removes it", async () => {
    const world = buildOrganizationWorld();
    serve(world);
    const uploads = uploadHandlers();
    const logos: PictureBody[] = [];
    server.use(
      ...uploads.handlers,
      http.put(apiUrl('/organization/:id/logo'), async ({ request }) => {
        const body = (await request.json()) as PictureBody;
        logos.push(body);
        return HttpResponse.json({
          data: buildOrganization({
            logoUrl: body.mediaId ? `/api/v1/files/download?key=${body.mediaId}` : null,
          }),
        });
      }),
    );
    const { user } = await open('/organization');
    const profile = await screen.findByRole('region', { name: 'Organisation profile' });
    const logo = within(profile).getByRole('group', { name: 'Logo' });

    // A document is refused in the browser, in words, before anything is sent.
    await userEvent.upload(
      within(logo).getByLabelText('Choose a logo picture for Acme Networks'),
      new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await within(logo).findByRole('alert')).toHaveTextContent(
      'brochure.pdf: this file type is not accepted for images.',
    );
    expect(uploads.log.presigned).toHaveLength(0);

    await userEvent.upload(
      within(logo).getByLabelText('Choose a logo picture for Acme Networks'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acme.png', { type: 'image/png' }),
    );
    expect(await within(logo).findByRole('img', { name: 'Logo of Acme Networks' })).toBeVisible();
    expect(uploads.log.presigned).toEqual([
      expect.objectContaining({ fileName: 'acme.png', type: 'IMAGE' }),
    ]);
    expect(logos).toEqual([{ mediaId: expect.any(String) }]);
    expect(within(logo).queryByRole('alert')).toBeNull();

    await user.click(within(logo).getByRole('button', { name: 'Remove logo of Acme Networks' }));
    await waitFor(() => expect(logos).toHaveLength(2));
    expect(logos[1]).toEqual({});
    expect(
      await within(logo).findByRole('button', { name: 'Upload logo for Acme Networks' }),
    ).toBeInTheDocument();
  });
  it('shows no logo again once its library image is deleted, without a reload (#19)', async () => {
    const image = buildMediaItem({ name: 'acme.png', type: 'IMAGE', contentType: 'image/png' });
    const world = buildOrganizationWorld({
      organizations: [buildOrganization({ logoUrl: image.url })],
    });
    serve(world);
    const library = [image];
    server.use(
      mediaListHandler(library),
      // The server forgets the logo when its image goes (media.deleted).
      http.delete(apiUrl('/media/:id'), () => {
        library.splice(0, 1);
        world.organizations = [buildOrganization({ logoUrl: null })];
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const { user, router } = await open('/organization');
    const logoOf = async () =>
      within(await screen.findByRole('region', { name: 'Organisation profile' })).getByRole(
        'group',
        { name: 'Logo' },
      );
    expect(
      await within(await logoOf()).findByRole('img', { name: 'Logo of Acme Networks' }),
    ).toBeVisible();

    await act(() => router.navigate('/media'));
    await user.click(await screen.findByRole('tab', { name: /^Images/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete acme.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No images yet' })).toBeInTheDocument();

    // Back within the cache's 30 s: the placeholder, not the deleted picture.
    await act(() => router.navigate('/organization'));
    const logo = await logoOf();
    expect(
      await within(logo).findByRole('button', { name: 'Upload logo for Acme Networks' }),
    ).toBeInTheDocument();
    expect(within(logo).queryByRole('img', { name: 'Logo of Acme Networks' })).toBeNull();
  });
});
