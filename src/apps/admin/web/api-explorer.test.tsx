import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '#shared/openapi.schemas';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

const OBJECT = { type: 'object', properties: { status: { type: 'string' } } };

const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Nook API', version: '1.0.0' },
  paths: {
    '/api/health': {
      get: {
        'x-access': 'public',
        tags: ['platform'],
        summary: 'Whether the server and its database answer',
        responses: {
          '200': {
            description: 'Default Response',
            content: { 'application/json': { schema: OBJECT } },
          },
        },
      },
    },
    '/api/data_models/users/{ID}': {
      delete: {
        'x-access': 'admin',
        tags: ['admin'],
        summary: 'Delete a user',
        parameters: [{ name: 'ID', in: 'path', required: true }],
        responses: { '200': { description: 'Default Response' } },
      },
    },
    '/api/assets/{key}': {
      get: {
        'x-access': 'public',
        tags: ['platform'],
        parameters: [{ name: 'key', in: 'path', required: true }],
        responses: {},
      },
    },
  },
};

function endpoint(name: RegExp) {
  return screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''));
}

describe('API explorer on the Admin API page', () => {
  it('lists every endpoint with method, path and access, grouped by app', async () => {
    mockFetch({ 'GET /api/openapi.json': { body: DOCUMENT } });
    renderApp('/admin/api', { session: SESSIONS.admin });

    await screen.findByRole('heading', { name: 'API Explorer' });
    const site = await screen.findByRole('list', { name: 'Site endpoints' });
    expect(
      within(site)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^GET\/api\/assets\/\{key\}Public/),
      expect.stringMatching(/^GET\/api\/healthPublicWhether the server/),
    ]);
    const admin = screen.getByRole('list', { name: 'Admin endpoints' });
    expect(within(admin).getByText('DELETE')).toBeInTheDocument();
    expect(within(admin).getByText('/api/data_models/users/{ID}')).toBeInTheDocument();
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    // The five cards stay above it.
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('shows an endpoint’s schemas, and tries a GET showing status and response', async () => {
    const fetchMock = mockFetch({
      'GET /api/openapi.json': { body: DOCUMENT },
      'GET /api/health': { body: { status: 'ok', commit: 'abc1234' } },
    });
    const { user } = renderApp('/admin/api', { session: SESSIONS.admin });
    await screen.findByRole('list', { name: 'Site endpoints' });

    await user.click(screen.getByText('/api/health'));
    const health = endpoint(/^GET\/api\/health/);
    if (!health) throw new Error('no health endpoint');
    expect(within(health).getByText(/"status"/)).toBeInTheDocument();
    await user.click(within(health).getByRole('button', { name: 'Try GET /api/health' }));
    expect(await within(health).findByText('Status: 200')).toHaveClass('success');
    expect(within(health).getByLabelText('Response')).toHaveTextContent('"commit": "abc1234"');
    const [, init] = fetchMock.mock.calls.find(([input]) => input === '/api/health') ?? [];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-admin' });

    // Only GETs can be tried.
    await user.click(screen.getByText('/api/data_models/users/{ID}'));
    const remove = endpoint(/^DELETE/);
    if (!remove) throw new Error('no delete endpoint');
    expect(within(remove).queryByRole('button', { name: /^Try/ })).not.toBeInTheDocument();
  });

  it('asks for path parameters before trying, and shows an error status', async () => {
    mockFetch({
      'GET /api/openapi.json': { body: DOCUMENT },
      'GET /api/assets/nope': { status: 404, body: { error: 'There is no asset called "nope".' } },
    });
    const { user } = renderApp('/admin/api', { session: SESSIONS.admin });
    await screen.findByRole('list', { name: 'Site endpoints' });
    await user.click(screen.getByText('/api/assets/{key}'));
    const assets = endpoint(/^GET\/api\/assets/);
    if (!assets) throw new Error('no assets endpoint');
    const tryButton = within(assets).getByRole('button', { name: 'Try GET /api/assets/{key}' });
    expect(tryButton).toBeDisabled();
    await user.type(within(assets).getByLabelText('key (required)'), 'nope');
    expect(within(assets).getByText('/api/assets/nope')).toBeInTheDocument();
    await user.click(tryButton);
    expect(await within(assets).findByText('Status: 404')).toHaveClass('client-error');
    expect(within(assets).getByLabelText('Response')).toHaveTextContent('no asset called');
  });

  it('says so when the description cannot be loaded', async () => {
    mockFetch({
      'GET /api/openapi.json': { status: 500, body: { error: 'Something went wrong' } },
    });
    renderApp('/admin/api', { session: SESSIONS.admin });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the API description: Something went wrong',
    );
  });
});
