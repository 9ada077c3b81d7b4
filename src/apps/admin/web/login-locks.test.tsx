import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';
import { lockTimeLeft } from './login-locks';

const USERS = {
  data: [
    {
      ID: 2,
      username: 'frida',
      email: 'frida@example.com',
      access_role: 'Family',
      comment: '',
      CreatedAt: '2026-11-02T09:00:00.000Z',
      UpdatedAt: '2026-11-03T09:00:00.000Z',
      DeletedAt: null,
    },
  ],
};

describe('login locks on the Users page', () => {
  it('shows a locked account and unlocks it', async () => {
    let locked = true;
    const fetchMock = mockFetch({
      'GET /api/data_models/users': { body: USERS },
      'GET /api/data_models/roles': { body: { data: [] } },
      'GET /api/login-locks': () => ({
        body: { data: locked ? [{ ID: 2, username: 'frida', retry_after: 170 }] : [] },
      }),
      'GET /api/address-locks': { body: { data: [] } },
      'DELETE /api/login-locks/2': () => {
        locked = false;
        return { body: { data: { ID: 2, username: 'frida', unlocked: true } } };
      },
    });
    renderApp('/admin/users', { session: SESSIONS.admin });
    const panel = await screen.findByRole('region', { name: 'Locked Accounts' });
    expect(panel).toHaveTextContent('frida is locked after failed logins for 3 minutes more.');

    await userEvent.click(within(panel).getByRole('button', { name: 'Unlock frida' }));
    expect(await screen.findByText('frida can log in again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Locked Accounts' })).not.toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url),
    ).toEqual(['/api/login-locks/2']);
  });

  it('shows nothing while no account is locked', async () => {
    mockFetch({
      'GET /api/data_models/users': { body: USERS },
      'GET /api/data_models/roles': { body: { data: [] } },
      'GET /api/login-locks': { body: { data: [] } },
      'GET /api/address-locks': { body: { data: [] } },
    });
    renderApp('/admin/users', { session: SESSIONS.admin });
    await screen.findByRole('cell', { name: 'frida' });
    expect(screen.queryByRole('heading', { name: 'Locked Accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Locked Addresses' })).not.toBeInTheDocument();
  });

  it('shows a locked address and unlocks it', async () => {
    const address = '2001:db8:85a3::8a2e:370:7334';
    let locked = true;
    const fetchMock = mockFetch({
      'GET /api/data_models/users': { body: USERS },
      'GET /api/data_models/roles': { body: { data: [] } },
      'GET /api/login-locks': { body: { data: [] } },
      'GET /api/address-locks': () => ({
        body: { data: locked ? [{ address, retry_after: 59 }] : [] },
      }),
      [`DELETE /api/address-locks/${encodeURIComponent(address)}`]: () => {
        locked = false;
        return { body: { data: { address, unlocked: true } } };
      },
    });
    renderApp('/admin/users', { session: SESSIONS.admin });
    const panel = await screen.findByRole('region', { name: 'Locked Addresses' });
    expect(panel).toHaveTextContent(
      `Logins from ${address} are locked after failed attempts for 1 minute more.`,
    );
    expect(screen.queryByRole('region', { name: 'Locked Accounts' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: `Unlock ${address}` }));
    expect(
      await screen.findByText(`Logins from ${address} are allowed again.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Locked Addresses' })).not.toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url),
    ).toEqual([`/api/address-locks/${encodeURIComponent(address)}`]);
  });

  it('says how long a lock has left in whole minutes, rounded up', () => {
    expect(lockTimeLeft(1)).toBe('1 minute');
    expect(lockTimeLeft(60)).toBe('1 minute');
    expect(lockTimeLeft(61)).toBe('2 minutes');
  });
});
