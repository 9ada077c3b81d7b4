import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

const PASSKEY = {
  id: 4,
  name: 'Phone',
  created_at: '2026-11-01T09:00:00.000Z',
  last_used_at: null,
};

function openAccountPage({
  hasPassword = true,
  routes = {},
}: {
  hasPassword?: boolean;
  routes?: Parameters<typeof mockFetch>[0];
} = {}) {
  const fetchMock = mockFetch({
    'GET /api/account': {
      body: { data: { user_id: 2, username: 'frida', role: 'Family', has_password: hasPassword } },
    },
    'GET /api/account/sessions': { body: { data: [] } },
    'GET /api/account/passkeys': { body: { data: [PASSKEY] } },
    ...routes,
  });
  return { ...renderApp('/account', { session: SESSIONS.family }), fetchMock };
}

function bodiesSent(fetchMock: ReturnType<typeof mockFetch>, method: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
}

describe('My account', () => {
  it('checks a password change before sending it, shows the passwords on request, and empties the form', async () => {
    const { user, fetchMock } = openAccountPage({
      routes: { 'PUT /api/account/password': { body: { data: { signed_out: 2 } } } },
    });
    const form = await screen.findByRole('region', { name: 'Change password' });
    const current = within(form).getByLabelText('Current password');
    const next = within(form).getByLabelText('New password');
    const confirm = within(form).getByLabelText('Confirm new password');

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Enter your current password.')).toBeInTheDocument();
    expect(
      within(form).getByText('The new password must be at least 8 characters.'),
    ).toBeInTheDocument();
    expect(current).toHaveFocus();
    expect(bodiesSent(fetchMock, 'PUT')).toHaveLength(0);

    await user.type(current, 'the old one');
    await user.type(next, 'a new one!');
    await user.type(confirm, 'a new one!');
    expect([current, next, confirm].map((field) => field.getAttribute('type'))).toEqual([
      'password',
      'password',
      'password',
    ]);
    await user.click(within(form).getByLabelText('Show passwords'));
    expect([current, next, confirm].map((field) => field.getAttribute('type'))).toEqual([
      'text',
      'text',
      'text',
    ]);

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('Your password is changed. Your other devices are signed out.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PUT')).toEqual([
      { current_password: 'the old one', new_password: 'a new one!' },
    ]);
    expect([current, next, confirm].map((field) => (field as HTMLInputElement).value)).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('lets someone without a password set a first one, with nothing to confirm it by', async () => {
    const { user, fetchMock } = openAccountPage({
      hasPassword: false,
      routes: { 'PUT /api/account/password': { body: { data: { signed_out: 0 } } } },
    });
    const form = await screen.findByRole('region', { name: 'Set a password' });
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('New password'), 'my first one');
    await user.type(within(form).getByLabelText('Confirm new password'), 'my first on');
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(within(form).getByText('The new passwords do not match.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Confirm new password')).toHaveFocus();

    await user.type(within(form).getByLabelText('Confirm new password'), 'e');
    expect(within(form).queryByText('The new passwords do not match.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(
      await within(form).findByText('Your password is set. You can sign in with it or a passkey.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PUT')).toEqual([{ new_password: 'my first one' }]);
  });

  it('renames a passkey with its name trimmed, and refuses an empty name', async () => {
    const { user, fetchMock } = openAccountPage({
      routes: {
        [`PATCH /api/account/passkeys/${PASSKEY.id}`]: {
          body: { data: { ...PASSKEY, name: 'Work laptop' } },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await user.click(await within(section).findByRole('button', { name: 'Rename Phone' }));
    const name = within(section).getByLabelText('New name');
    expect(name).toHaveValue('Phone');
    expect(name).toHaveFocus();

    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(bodiesSent(fetchMock, 'PATCH')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  Work laptop ');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH')).toEqual([{ name: 'Work laptop' }]));
    expect(
      await within(section).findByText('The passkey is renamed “Work laptop”.'),
    ).toBeInTheDocument();
    expect(within(section).queryByLabelText('New name')).not.toBeInTheDocument();
  });
});
