import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

const USERS = 'GET /api/data_models/users';
const USERS_WITH_DELETED = 'GET /api/data_models/users?include_deleted=true';
const ROLES = 'GET /api/data_models/roles';
const LINKS = 'GET /api/account-links';

const ROLE_LIST = {
  data: [
    { ID: 1, role_name: 'Admin' },
    { ID: 2, role_name: 'Family' },
    { ID: 3, role_name: 'User' },
  ],
};

const ADA = {
  ID: 1,
  username: 'ada',
  email: 'ada@example.com',
  access_role: 'Admin',
  comment: '',
  CreatedAt: '2026-11-01T09:00:00.000Z',
  UpdatedAt: '2026-11-01T09:00:00.000Z',
  DeletedAt: null,
};
const FRIDA = {
  ID: 2,
  username: 'frida',
  email: 'frida@example.com',
  access_role: 'Family',
  comment: 'Ludde’s favourite',
  CreatedAt: '2026-11-02T09:00:00.000Z',
  UpdatedAt: '2026-11-03T09:00:00.000Z',
  DeletedAt: null,
};
const GONE = {
  ID: 3,
  username: 'gone',
  email: 'gone@example.com',
  access_role: 'User',
  comment: '',
  CreatedAt: '2026-11-02T09:00:00.000Z',
  UpdatedAt: '2026-11-04T09:00:00.000Z',
  DeletedAt: '2026-11-04T09:00:00.000Z',
};

function requests(fetchMock: ReturnType<typeof mockFetch>, method: string, url?: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && (url === undefined || input === url),
  );
}

/** The JSON body of the first request made with `method`. */
function firstBody(fetchMock: ReturnType<typeof mockFetch>, method: string): unknown {
  const [, init] = requests(fetchMock, method)[0] ?? [];
  return JSON.parse(init?.body as string);
}

function usersTable() {
  return screen.getByRole('table');
}

async function openUsersPage(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    [USERS]: { body: { data: [ADA, FRIDA] } },
    [USERS_WITH_DELETED]: { body: { data: [ADA, FRIDA, GONE] } },
    [ROLES]: { body: ROLE_LIST },
    [LINKS]: { body: { data: [] } },
    ...routes,
  });
  const view = renderApp('/admin/users', { session: SESSIONS.admin });
  await screen.findByRole('cell', { name: 'frida' });
  return { ...view, fetchMock };
}

describe('Admin users page', () => {
  it('lists the active users with the spec’s columns and actions', async () => {
    const { fetchMock } = await openUsersPage();
    expect(screen.getByRole('heading', { name: 'Existing Users' })).toBeInTheDocument();
    const headers = within(usersTable())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    // The spec's list of columns, word for word.
    expect(headers.join(', ')).toBe(
      'ID, Username, Email, Access Role, Comment, Created At, Updated At, Deleted At, Actions',
    );
    const rows = within(usersTable()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Show deleted users' })).not.toBeChecked();
    expect(requests(fetchMock, 'GET', '/api/data_models/users?include_deleted=true')).toEqual([]);
    expect(within(rows[1]!).getByText('frida@example.com')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ludde’s favourite')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Edit frida' })).toHaveTextContent('Edit');
    expect(within(rows[1]!).getByRole('button', { name: 'Delete frida' })).toHaveTextContent(
      'Delete',
    );
    // The signed-in Admin's own row can be edited but offers no Delete (the server refuses it).
    expect(within(rows[0]!).getByRole('cell', { name: 'ada (you)' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit ada' })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: 'Delete ada' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Existing Users' })).toHaveAttribute('tabindex', '0');
  });

  it('shows deleted users, without actions, only while “Show deleted users” is checked', async () => {
    const { user } = await openUsersPage();
    expect(screen.queryByRole('cell', { name: 'gone' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show deleted users' }));
    const goneRow = (await screen.findByRole('cell', { name: 'gone' })).closest('tr')!;
    expect(within(usersTable()).getAllByRole('row').slice(1)).toHaveLength(3);
    expect(within(goneRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(goneRow).getByText('Deleted')).toBeInTheDocument();
    // Deleted At is filled, in the reader's locale rather than as raw ISO text.
    const deletedAt = within(goneRow).getAllByRole('cell')[7]!;
    expect(deletedAt.textContent).not.toBe('');
    expect(goneRow.textContent).not.toContain('2026-11-04T09:00');

    await user.click(screen.getByRole('checkbox', { name: 'Show deleted users' }));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'gone' })).not.toBeInTheDocument(),
    );
    expect(within(usersTable()).getAllByRole('row').slice(1)).toHaveLength(2);
  });

  it('opens an empty form with the roles from the server, User chosen', async () => {
    const { user } = await openUsersPage();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const form = screen.getByRole('form', { name: 'Add New User' });
    expect(within(form).getByLabelText('Username')).toHaveFocus();
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(form).getByLabelText('Comment')).toHaveValue('');
    const role = within(form).getByLabelText('Access Role');
    await waitFor(() => expect(role).toHaveValue('User'));
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Family', 'User']);
    // Each role explained in one line where it is chosen.
    const help = within(form).getByRole('list', { name: 'What each role may do' });
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Admin — Runs the site: users, storage, the WordWeaver seed panel and everything else.',
      "Family — The family area (Ludde's feeding times) and everything a User can do.",
      'User — The message board, uploads and saved game scores.',
    ]);
  });

  it('shows inline messages and sends nothing while the form is invalid', async () => {
    const { user, fetchMock } = await openUsersPage();
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const form = screen.getByRole('form', { name: 'Add New User' });
    await user.click(within(form).getByRole('button', { name: 'Create User' }));

    const username = within(form).getByLabelText('Username');
    expect(username).toHaveAccessibleDescription('Username is required.');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is required.',
    );

    await user.type(username, 'newbie');
    expect(username).not.toHaveAttribute('aria-invalid');
    await user.type(within(form).getByLabelText('Email'), 'newbie-at-example.com');
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(
      'Email must be an email address like name@example.com.',
    );
    expect(within(form).getByLabelText('Email')).toHaveFocus();
    expect(requests(fetchMock, 'POST')).toHaveLength(0);
  });

  it('creates a user, closes the form and refetches the list', async () => {
    const created = { ...GONE, ID: 4, username: 'newbie', DeletedAt: null };
    const { user, fetchMock } = await openUsersPage({
      'POST /api/data_models/users': { status: 201, body: { data: created } },
    });
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const form = screen.getByRole('form', { name: 'Add New User' });
    await user.type(within(form).getByLabelText('Username'), ' newbie ');
    await user.type(within(form).getByLabelText('Email'), 'newbie@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret password');
    await user.selectOptions(within(form).getByLabelText('Access Role'), 'Family');
    await user.type(within(form).getByLabelText('Comment'), 'Cousin');
    await user.click(within(form).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User "newbie" was created.')).toBeInTheDocument();
    expect(firstBody(fetchMock, 'POST')).toEqual({
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'secret password',
      access_role: 'Family',
      comment: 'Cousin',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New User' })).toHaveFocus();
    await waitFor(() =>
      expect(requests(fetchMock, 'GET', '/api/data_models/users')).toHaveLength(2),
    );
  });

  it('edits a user with the fields filled in and sends an empty password to keep the old one', async () => {
    const { user, fetchMock } = await openUsersPage({
      'PUT /api/data_models/users/2': { body: { data: { ...FRIDA, email: 'f@example.org' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit frida' }));
    const form = screen.getByRole('form', { name: 'Edit User frida' });
    expect(within(form).getByLabelText('Username')).toHaveValue('frida');
    expect(within(form).getByLabelText('Email')).toHaveValue('frida@example.com');
    expect(within(form).getByLabelText('Password')).toHaveValue('');
    expect(within(form).getByLabelText('Access Role')).toHaveValue('Family');
    expect(within(form).getByLabelText('Comment')).toHaveValue('Ludde’s favourite');

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'f@example.org');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User "frida" was updated.')).toBeInTheDocument();
    expect(firstBody(fetchMock, 'PUT')).toEqual({
      username: 'frida',
      email: 'f@example.org',
      password: '',
      access_role: 'Family',
      comment: 'Ludde’s favourite',
    });
    await waitFor(() =>
      expect(requests(fetchMock, 'GET', '/api/data_models/users')).toHaveLength(2),
    );
  });

  it('shows the server’s error in the form and keeps it open', async () => {
    const { user } = await openUsersPage({
      'POST /api/data_models/users': {
        status: 409,
        body: { error: 'Username "frida" is already taken' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const form = screen.getByRole('form', { name: 'Add New User' });
    await user.type(within(form).getByLabelText('Username'), 'Frida');
    await user.type(within(form).getByLabelText('Email'), 'other@example.com');
    await user.type(within(form).getByLabelText('Password'), 'secret password');
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Username "frida" is already taken',
    );
    expect(within(form).getByLabelText('Username')).toHaveValue('Frida');
  });

  it('deletes a user only after confirmation and refetches the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { user, fetchMock } = await openUsersPage({
      'DELETE /api/data_models/users/2': { status: 204 },
    });
    await user.click(screen.getByRole('button', { name: 'Delete frida' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('"frida"'));
    expect(requests(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete frida' }));
    expect(await screen.findByText('User "frida" was deleted.')).toBeInTheDocument();
    expect(requests(fetchMock, 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(requests(fetchMock, 'GET', '/api/data_models/users')).toHaveLength(2),
    );
  });

  it('shows why a delete was refused', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openUsersPage({
      'DELETE /api/data_models/users/2': {
        status: 404,
        body: { error: 'User not found' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete frida' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  const NEW_LINK = {
    id: 9,
    user_id: 4,
    username: 'anna',
    purpose: 'invitation',
    created_at: '2026-11-28T09:00:00.000Z',
    expires_at: '2026-12-05T09:00:00.000Z',
    url: 'https://nook.example/join#abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  };

  it('invites someone and shows the link once, with a QR code and until when it works', async () => {
    const { user, fetchMock } = await openUsersPage({
      'POST /api/account-links/invitations': { status: 201, body: { data: NEW_LINK } },
    });
    expect(screen.getByText('No open invitation or reset links.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const form = screen.getByRole('form', { name: 'Invite someone' });
    expect(within(form).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Make invitation link' }));
    expect(within(form).getByText('Username is required.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Username'), 'anna');
    await user.type(within(form).getByLabelText('Email'), 'anna@example.com');
    await user.click(within(form).getByRole('button', { name: 'Make invitation link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invitation for anna' });
    expect(firstBody(fetchMock, 'POST')).toEqual({
      username: 'anna',
      email: 'anna@example.com',
      access_role: 'User',
      comment: '',
    });
    expect(within(dialog).getByLabelText('Link')).toHaveValue(NEW_LINK.url);
    expect(within(dialog).getByText(/Valid until/)).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('img', { name: 'QR code of the link for anna' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(NEW_LINK.url);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(NEW_LINK.url)).not.toBeInTheDocument();
  });

  it('makes a reset link after confirmation, and revokes an open one', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const open = { ...NEW_LINK, purpose: 'reset', username: 'frida', user_id: 2 };
    const listed = Object.fromEntries(Object.entries(open).filter(([key]) => key !== 'url'));
    const { user, fetchMock } = await openUsersPage({
      'POST /api/account-links/resets': { status: 201, body: { data: open } },
      [LINKS]: { body: { data: [listed] } },
      'DELETE /api/account-links/9': { status: 204 },
    });
    await user.click(screen.getByRole('button', { name: 'Reset link for frida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset link for frida' });
    expect(firstBody(fetchMock, 'POST')).toEqual({ user_id: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Revoke the reset link for frida' }));
    expect(await screen.findByText('Reset link for frida was revoked.')).toBeInTheDocument();
    expect(requests(fetchMock, 'DELETE', '/api/account-links/9')).toHaveLength(1);
  });
});
