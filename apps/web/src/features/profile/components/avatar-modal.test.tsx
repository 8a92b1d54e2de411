import type { MyProfile, ProfileUpdateBody } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildMyProfile, buildProfile, buildUser } from '@/testing/factories';
import { referenceHandlers, uploadHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';

const PHOTO_URL = 'https://files.example/avatar.png?signature=abc';

function serveProfile(myProfile: MyProfile = buildMyProfile()) {
  const updates: ProfileUpdateBody[] = [];
  const { handlers, log } = uploadHandlers();
  server.use(
    ...referenceHandlers(),
    ...handlers,
    http.get(apiUrl('/users/profile'), () => HttpResponse.json({ data: myProfile })),
    http.put(apiUrl('/users/profile'), async ({ request }) => {
      const body = (await request.json()) as ProfileUpdateBody;
      updates.push(body);
      const avatarUrl = body.avatarMediaId ? PHOTO_URL : null;
      const profile = buildProfile({ ...myProfile.profile, avatarUrl });
      return HttpResponse.json({ data: { ...myProfile, profile } });
    }),
  );
  return { updates, log };
}

async function openPhotoEditor({ applyAccept = true } = {}) {
  // applyAccept: false lets a file past the chooser's filter, as a drag and drop would.
  const user = userEvent.setup({ applyAccept });
  renderApp('/profile/me', { user: buildUser() });
  await user.click(await screen.findByRole('button', { name: 'Change photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
  return { user, dialog };
}

describe('profile photo', () => {
  it('uploads a picture and makes it the profile photo, on the profile and in the header', async () => {
    const { updates, log } = serveProfile();
    const { user, dialog } = await openPhotoEditor();

    const photo = new File(['png'], 'Me.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photo);

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(log.presigned).toEqual([
      { fileName: 'Me.png', contentType: 'image/png', size: photo.size, type: 'IMAGE' },
    ]);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.avatarMediaId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The profile card and the header's account button both show the photo.
    const pictures = screen.getAllByRole('img', { name: 'Ann Lee' });
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) expect(picture).toHaveAttribute('src', PHOTO_URL);
    expect(screen.getByRole('button', { name: 'Change photo' })).toHaveFocus();
  });

  it('refuses a file that is not a picture before anything is sent', async () => {
    const { updates, log } = serveProfile();
    const { user, dialog } = await openPhotoEditor({ applyAccept: false });

    await user.upload(
      within(dialog).getByLabelText('Choose a photo'),
      new File(['%PDF'], 'CV.pdf', { type: 'application/pdf' }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'CV.pdf: this file type is not accepted for images.',
    );
    expect(log.presigned).toHaveLength(0);
    expect(updates).toHaveLength(0);
  });

  it('removes the photo', async () => {
    const { updates } = serveProfile(
      buildMyProfile({ profile: buildProfile({ avatarUrl: PHOTO_URL }) }),
    );
    const { user, dialog } = await openPhotoEditor();

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(updates).toEqual([{ clear: ['avatar'] }]);
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Ann Lee' })).not.toBeInTheDocument(),
    );
  });
});
