import type { AdminAccount, AdminOrganization, AdminReport, AuditEntry } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, paged, server } from '@/testing/server';

const ADMIN = buildUser({
  _id: '0f0e6f3c-8c7e-4c8e-9a43-2f1f6f0f6a99',
  email: 'adam@example.com',
  firstName: 'Adam',
  lastName: 'Reyes',
});

let n = 0;
const account = (overrides: Partial<AdminAccount> = {}): AdminAccount => {
  n += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `member${n}@example.com`,
    firstName: 'Member',
    lastName: `No${n}`,
    status: 'active',
    isOrgOwner: false,
    isAdmin: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
};

type World = {
  accounts: AdminAccount[];
  organizations: AdminOrganization[];
  audit: AuditEntry[];
  reports: AdminReport[];
  reportQueries: URLSearchParams[];
  queries: URLSearchParams[];
  posted: Array<{ url: string; body?: unknown }>;
};

function serve(world: World, { isAdmin = true } = {}) {
  const search = (rows: AdminAccount[], text: string | null) =>
    text
      ? rows.filter((row) =>
          `${row.firstName} ${row.lastName} ${row.email}`
            .toLowerCase()
            .includes(text.toLowerCase()),
        )
      : rows;
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('/admin/access'), () => HttpResponse.json({ data: { isAdmin } })),
    http.get(apiUrl('/admin/accounts'), ({ request }) => {
      if (!isAdmin) return apiError(403, 'FORBIDDEN');
      const query = new URL(request.url).searchParams;
      world.queries.push(query);
      return HttpResponse.json({
        data: paged(search(world.accounts, query.get('textSearch')), query),
      });
    }),
    http.post(apiUrl('/admin/accounts/:id/:action'), ({ params }) => {
      world.posted.push({ url: `/admin/accounts/${params.id}/${params.action}` });
      const row = world.accounts.find((a) => a._id === params.id)!;
      if (row._id === ADMIN._id) return apiError(400, 'ADMIN_SELF_ACTION');
      row.status = params.action === 'suspend' ? 'suspended' : 'active';
      return HttpResponse.json({ data: row });
    }),
    http.get(apiUrl('/admin/organizations'), ({ request }) =>
      HttpResponse.json({ data: paged(world.organizations, new URL(request.url).searchParams) }),
    ),
    http.post(apiUrl('/admin/organizations'), async ({ request }) => {
      const body = (await request.json()) as {
        name: string;
        owner: { email: string; firstName: string; lastName: string };
      };
      world.posted.push({ url: '/admin/organizations', body });
      if (body.owner.email === 'taken@example.com') return apiError(409, 'USER_EXISTED');
      const created = {
        _id: '00000000-0000-4000-9000-000000000001',
        name: body.name,
        createdAt: '2025-04-01T10:00:00.000Z',
        owner: {
          _id: '00000000-0000-4000-9000-000000000002',
          status: 'inactive' as const,
          ...body.owner,
        },
      };
      world.organizations.unshift(created);
      return HttpResponse.json({ data: { ...created, invited: true } }, { status: 201 });
    }),
    http.get(apiUrl('/admin/reports'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      world.reportQueries.push(query);
      const rows = world.reports.filter(
        (r) =>
          r.status === (query.get('status') ?? 'open') &&
          (!query.get('kind') || r.kind === query.get('kind')),
      );
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.post(apiUrl('/admin/reports/:id/action'), async ({ params, request }) => {
      const body = (await request.json()) as { action: 'dismiss' | 'remove' | 'suspend' };
      world.posted.push({ url: `/admin/reports/${params.id}/action`, body });
      const row = world.reports.find((r) => r._id === params.id)!;
      if (row.status !== 'open') return apiError(409, 'REPORT_CLOSED');
      row.status =
        body.action === 'dismiss'
          ? 'dismissed'
          : body.action === 'remove'
            ? 'removed'
            : 'suspended';
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.get(apiUrl('/admin/audit-log'), ({ request }) =>
      HttpResponse.json({ data: paged(world.audit, new URL(request.url).searchParams) }),
    ),
  );
}

const newWorld = (): World => ({
  accounts: [
    account({
      _id: ADMIN._id,
      email: ADMIN.email,
      firstName: 'Adam',
      lastName: 'Reyes',
      isAdmin: true,
    }),
    account({ firstName: 'Bea', lastName: 'Khan', email: 'bea@example.com' }),
    account({ firstName: 'Cal', lastName: 'Ode', email: 'cal@example.com', status: 'suspended' }),
    account({
      firstName: 'Olive',
      lastName: 'Grant',
      email: 'olive@example.com',
      isOrgOwner: true,
    }),
  ],
  organizations: [],
  audit: [],
  reports: [],
  reportQueries: [],
  queries: [],
  posted: [],
});

async function openConsole(url = '/admin', user = ADMIN) {
  const events = userEvent.setup();
  const view = renderApp(url, { user });
  return { user: events, ...view };
}

describe('the account menu', () => {
  it('links the console for administrators only', async () => {
    serve(newWorld(), { isAdmin: false });
    const { user, unmount } = await openConsole('/admin', buildUser());
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    // Asked, and answered no: never linked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Platform administration' })).toBeNull();
    unmount();

    serve(newWorld());
    const admin = await openConsole('/admin');
    await admin.user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('link', { name: 'Platform administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('tells a member who opens /admin that it is for administrators, and asks for no list', async () => {
    const world = newWorld();
    serve(world, { isAdmin: false });
    await openConsole('/admin', buildUser());
    expect(await screen.findByText('This area is for platform administrators')).toBeInTheDocument();
    expect(world.queries).toHaveLength(0);
  });
});

describe('accounts', () => {
  it('lists accounts with status and role, searches by name or e-mail', async () => {
    const world = newWorld();
    serve(world);
    const { user } = await openConsole();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Platform administration' }),
    ).toBeInTheDocument();
    const bea = await screen.findByRole('article', { name: 'Bea Khan' });
    expect(within(bea).getByText('Active')).toBeInTheDocument();
    expect(within(bea).getByText(/Member · joined/)).toBeInTheDocument();
    const cal = screen.getByRole('article', { name: 'Cal Ode' });
    expect(within(cal).getByText('Suspended')).toBeInTheDocument();
    expect(within(cal).getByRole('button', { name: 'Restore Cal Ode' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Olive Grant' })).getByText(/Organisation owner/),
    ).toBeInTheDocument();
    // No suspending oneself.
    const me = screen.getByRole('article', { name: 'Adam Reyes' });
    expect(within(me).queryByRole('button')).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: /Search accounts/ }), 'olive@');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bea Khan' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Olive Grant' })).toBeInTheDocument();
    expect(world.queries.at(-1)?.get('textSearch')).toBe('olive@');
  });

  it('suspends after a confirmation, and restores', async () => {
    const world = newWorld();
    serve(world);
    const { user } = await openConsole();
    const bea = await screen.findByRole('article', { name: 'Bea Khan' });
    await user.click(within(bea).getByRole('button', { name: 'Suspend Bea Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Bea Khan?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(world.posted).toHaveLength(0);

    await user.click(within(bea).getByRole('button', { name: 'Suspend Bea Khan' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspend Bea Khan?' })).getByRole('button', {
        name: 'Suspend account',
      }),
    );
    expect(
      await screen.findByText('Bea Khan is suspended and signed out everywhere.'),
    ).toBeInTheDocument();
    expect(world.posted).toEqual([{ url: `/admin/accounts/${world.accounts[1]!._id}/suspend` }]);
    const suspended = await screen.findByRole('button', { name: 'Restore Bea Khan' });
    expect(
      within(screen.getByRole('article', { name: 'Bea Khan' })).getByText('Suspended'),
    ).toBeInTheDocument();

    await user.click(suspended);
    expect(await screen.findByText('Bea Khan may sign in again.')).toBeInTheDocument();
    expect(world.posted.at(-1)).toEqual({
      url: `/admin/accounts/${world.accounts[1]!._id}/restore`,
    });
  });
});

describe('organisations', () => {
  it('creates an organisation and invites its owner; a member’s e-mail is refused in words', async () => {
    const world = newWorld();
    serve(world);
    const { user } = await openConsole('/admin?tab=organisations');
    expect(await screen.findByText('No organisations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and invite' }));
    expect(within(dialog).getByText('Please enter the organisation’s name')).toBeInTheDocument();
    expect(world.posted).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Organisation name/ }),
      'Harbour Traders',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Hana');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Lee');
    await user.type(within(dialog).getByRole('textbox', { name: /mail/i }), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create and invite' }));
    expect(await within(dialog).findByText(/belongs to a member account/)).toBeInTheDocument();

    const email = within(dialog).getByRole('textbox', { name: /mail/i });
    await user.clear(email);
    await user.type(email, 'hana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create and invite' }));
    expect(
      await screen.findByText(
        'Harbour Traders is created. hana@example.com has been sent an invitation to set a password.',
      ),
    ).toBeInTheDocument();
    expect(world.posted.at(-1)).toEqual({
      url: '/admin/organizations',
      body: {
        name: 'Harbour Traders',
        owner: { email: 'hana@example.com', firstName: 'Hana', lastName: 'Lee' },
      },
    });
    const card = await screen.findByRole('article', { name: 'Harbour Traders' });
    expect(within(card).getByText('Invited')).toBeInTheDocument();
  }, 40_000);
});

describe('the audit log', () => {
  it('shows who did what to whom, newest first', async () => {
    const world = newWorld();
    world.audit = [
      {
        _id: '00000000-0000-4000-a000-000000000001',
        action: 'account.suspend',
        admin: { _id: ADMIN._id, email: ADMIN.email, firstName: 'Adam', lastName: 'Reyes' },
        targetKind: 'account',
        targetId: world.accounts[1]!._id,
        targetLabel: 'bea@example.com',
        createdAt: '2025-05-02T09:30:00.000Z',
      },
    ];
    serve(world);
    const { user } = await openConsole();
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }));
    const log = await screen.findByRole('list', { name: 'Audit log' });
    const [row] = within(log).getAllByRole('listitem');
    expect(row).toHaveTextContent('Adam Reyes suspended the account bea@example.com');
    expect(row).toHaveTextContent('adam@example.com');
  });
});

const report = (overrides: Partial<AdminReport> = {}): AdminReport => {
  n += 1;
  return {
    _id: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
    kind: 'post',
    targetId: `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`,
    reason: 'spam',
    details: null,
    snapshot: 'Buy followers now',
    context: 'Post on the community feed',
    reporter: { _id: ADMIN._id, email: 'bea@example.com', firstName: 'Bea', lastName: 'Khan' },
    author: {
      _id: '00000000-0000-4000-d000-000000000001',
      email: 'spam@example.com',
      firstName: 'Sam',
      lastName: 'Pam',
      status: 'active',
    },
    status: 'open',
    sameItemOpen: 0,
    removable: true,
    resolvedAt: null,
    resolvedBy: null,
    createdAt: '2025-05-01T09:00:00.000Z',
    ...overrides,
  };
};

describe('reports', () => {
  it('counts open reports on the console’s home and lists them with the reported text', async () => {
    const world = newWorld();
    world.reports = [
      report({ details: 'Sells fake followers', sameItemOpen: 1 }),
      report({
        kind: 'profile',
        snapshot: 'Sam Pam\nBest deals',
        context: 'Profile',
        reason: 'misleading',
        removable: false,
      }),
    ];
    serve(world);
    const { user } = await openConsole();
    expect(
      await screen.findByText('2 open reports waiting for an administrator.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Reports/ }));
    const list = await screen.findByRole('list', { name: 'Reports' });
    const [post, profile] = within(list).getAllByRole('article');
    expect(post).toHaveAccessibleName('Post by Sam Pam: Spam or advertising');
    expect(within(post!).getByText('Buy followers now')).toBeInTheDocument();
    expect(within(post!).getByText(/Sells fake followers/)).toBeInTheDocument();
    expect(within(post!).getByText(/1 other open report on this item/)).toBeInTheDocument();
    expect(within(post!).getByText(/spam@example.com/)).toBeInTheDocument();
    // A profile is not removed: only dismiss or suspend.
    expect(within(profile!).queryByRole('button', { name: 'Remove content' })).toBeNull();
    expect(within(profile!).getByRole('button', { name: 'Suspend author' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Profile');
    await waitFor(() => expect(world.reportQueries.at(-1)?.get('kind')).toBe('profile'));
    await waitFor(() => expect(within(list).queryAllByRole('article')).toHaveLength(1));
  });

  it('dismisses at once; removes and suspends after a confirmation', async () => {
    const world = newWorld();
    const [first, second, third] = [report(), report(), report()];
    world.reports = [first!, second!, third!];
    serve(world);
    const { user } = await openConsole('/admin?tab=reports');
    const cards = async () =>
      within(await screen.findByRole('list', { name: 'Reports' })).getAllByRole('article');

    await user.click(within((await cards())[0]!).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed.')).toBeInTheDocument();
    expect(world.posted.at(-1)).toEqual({
      url: `/admin/reports/${first!._id}/action`,
      body: { action: 'dismiss' },
    });
    await waitFor(async () => expect(await cards()).toHaveLength(2));

    await user.click(within((await cards())[0]!).getByRole('button', { name: 'Remove content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the reported content?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(world.posted).toHaveLength(1);
    await user.click(within((await cards())[0]!).getByRole('button', { name: 'Remove content' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove the reported content?' })).getByRole(
        'button',
        { name: 'Remove content' },
      ),
    );
    expect(await screen.findByText('The content is removed.')).toBeInTheDocument();
    expect(world.posted.at(-1)).toEqual({
      url: `/admin/reports/${second!._id}/action`,
      body: { action: 'remove' },
    });

    await waitFor(async () => expect(await cards()).toHaveLength(1));
    await user.click(within((await cards())[0]!).getByRole('button', { name: 'Suspend author' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspend the author?' })).getByRole(
        'button',
        { name: 'Suspend author' },
      ),
    );
    expect(
      await screen.findByText('Sam Pam is suspended and signed out everywhere.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  }, 40_000);

  it('shows a former administrator in the audit log when their account is gone', async () => {
    const world = newWorld();
    world.audit = [
      {
        _id: '00000000-0000-4000-a000-000000000009',
        action: 'report.remove',
        admin: null,
        targetKind: 'post',
        targetId: '00000000-0000-4000-c000-000000000009',
        targetLabel: 'spam@example.com (spam): Buy followers now',
        createdAt: '2025-05-02T09:30:00.000Z',
      },
    ];
    serve(world);
    const { user } = await openConsole('/admin?tab=audit');
    const log = await screen.findByRole('list', { name: 'Audit log' });
    const [row] = within(log).getAllByRole('listitem');
    expect(row).toHaveTextContent('A former administrator removed, on a report,');
    expect(row).toHaveTextContent('spam@example.com (spam): Buy followers now');
    void user;
  });
});
