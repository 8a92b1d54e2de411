import { ErrorCode } from '@nethub/contract/constants';
import type { MyProfile, ProfileUpdateBody } from '@nethub/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildMyProfile, buildProfile, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

function serveProfile(myProfile: MyProfile = buildMyProfile()) {
  const updates: ProfileUpdateBody[] = [];
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('/users/profile'), () => HttpResponse.json({ data: myProfile })),
    http.put(apiUrl('/users/profile'), async ({ request }) => {
      const body = (await request.json()) as ProfileUpdateBody;
      updates.push(body);
      const profile = buildProfile({
        ...myProfile.profile,
        headline: body.headline ?? myProfile.profile.headline,
        meetingUrl: body.meetingUrl ?? myProfile.profile.meetingUrl,
        company: body.clear?.includes('company') ? null : myProfile.profile.company,
      });
      return HttpResponse.json({ data: { ...myProfile, profile } });
    }),
  );
  return updates;
}

async function openEditor() {
  const user = userEvent.setup();
  renderApp('/profile/me', { user: buildUser() });
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  // The editor is loaded on demand.
  await screen.findByRole('heading', { name: 'Edit profile' });
  return user;
}

describe('my profile', () => {
  it('shows the profile, its completeness and when the member joined', async () => {
    serveProfile();
    renderApp('/profile/me', { user: buildUser() });

    expect(await screen.findByRole('heading', { level: 2, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('Founder at Lee & Co')).toBeInTheDocument();
    expect(screen.getByText('London, United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Finance')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(screen.getByText('8 of 10 done')).toBeInTheDocument();
    expect(screen.getByText('Meeting link')).toBeInTheDocument();
    expect(screen.getByText('Member since 15/01/25')).toBeInTheDocument();
  });

  it('saves only the changed fields, clearing emptied ones, and says so', async () => {
    const updates = serveProfile();
    const user = await openEditor();

    const headline = screen.getByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.type(headline, 'Growth for small firms');
    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'annlee.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(updates).toEqual([
      {
        headline: 'Growth for small firms',
        website: 'https://annlee.example',
        clear: ['company'],
      },
    ]);
    expect(await screen.findByText('Growth for small firms')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('says the meeting link was updated when only the meeting link changed', async () => {
    const updates = serveProfile();
    const user = await openEditor();

    await user.type(screen.getByRole('textbox', { name: 'Meeting link' }), 'calendly.com/ann-lee');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MESSAGES.meetingLinkUpdated)).toBeInTheDocument();
    expect(updates).toEqual([{ meetingUrl: 'https://calendly.com/ann-lee' }]);
  });

  it('checks the form before sending and shows the server’s field errors', async () => {
    const updates = serveProfile();
    server.use(
      http.put(apiUrl('/users/profile'), () =>
        apiError(400, ErrorCode.VALIDATION_ERROR, [
          { field: 'body.phone', message: 'This number cannot be reached' },
        ]),
      ),
    );
    const user = await openEditor();

    await user.clear(screen.getByRole('textbox', { name: /first name/i }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Annie');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MESSAGES.checkFields)).toBeInTheDocument();
    expect(screen.getByText('This number cannot be reached')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the regions of the chosen country, with US time zones', async () => {
    const updates = serveProfile();
    const user = await openEditor();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    const listbox = await screen.findByRole('listbox');
    await user.click(
      await within(listbox).findByRole('option', { name: 'New York (America/New_York)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(updates).toEqual([
      {
        countryId: '1e3f2c40-1111-4a2b-8c3d-000000000002',
        regionId: '2e3f2c40-2222-4a2b-8c3d-000000000002',
      },
    ]);
  });

  it('says when the profile or the sectors cannot be fetched', async () => {
    server.use(http.get(apiUrl('/users/profile'), () => apiError(403, ErrorCode.FORBIDDEN)));
    const first = renderApp('/profile/me', { user: buildUser() });
    expect(await screen.findByText(MESSAGES.profileFetchFailed)).toBeInTheDocument();
    first.unmount();

    serveProfile();
    server.use(http.get(apiUrl('/sectors'), () => apiError(404, ErrorCode.NOT_FOUND)));
    await openEditor();
    expect(await screen.findByText(MESSAGES.sectorsFetchFailed)).toBeInTheDocument();
  });
});
