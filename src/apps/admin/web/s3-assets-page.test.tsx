import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { headersOf, mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

const ASSETS = 'GET /api/s3-assets';
const ETAG = (n: number) => String(n).repeat(32).slice(0, 32);

const LIST = [
  {
    Key: 'uploads/2/zebra.png',
    ETag: ETAG(1),
    LastModified: '2026-11-02T10:00:00.000Z',
    Size: 1.2 * 1024 * 1024,
    StorageClass: 'STANDARD',
    public: false,
    uploader: 'anna',
  },
  {
    Key: 'sounds/apple.mp3',
    ETag: ETAG(2),
    LastModified: '2026-11-03T10:00:00.000Z',
    Size: 512,
    StorageClass: 'STANDARD',
    public: true,
    uploader: 'Site',
  },
  {
    Key: 'docs/mango.pdf',
    ETag: ETAG(3),
    LastModified: '2026-11-01T10:00:00.000Z',
    Size: 4096,
    StorageClass: 'GLACIER',
    public: true,
    uploader: 'Site',
  },
];

function table() {
  return screen.getByRole('table');
}

function filenames(): string[] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function header(label: string) {
  return within(table()).getByRole('columnheader', { name: new RegExp(`^${label}`) });
}

function openAssetsPage(list: unknown[] = LIST) {
  // Thumbnails are fetched with the session's token and shown from blob URLs.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(): string {
        return 'blob:thumbnail';
      }
      static override revokeObjectURL(): void {}
    },
  );
  const fetchMock = mockFetch({
    [ASSETS]: { body: { assets: list } },
    [`GET /api/fetch-object/${ETAG(1)}`]: { body: 'png bytes' },
  });
  const view = renderApp('/admin/s3_assets', { session: SESSIONS.admin });
  return { ...view, fetchMock };
}

describe('Admin S3 assets page', () => {
  it('shows the columns, newest upload first, marked as sorted descending', async () => {
    openAssetsPage();
    await screen.findByRole('table');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent.replace(/[▲▼↕]/g, '')),
    ).toEqual([
      'Filename',
      'Path',
      'ETag',
      'Date Uploaded',
      'Size',
      'Storage Class',
      'Filetype',
      'Actions',
    ]);
    expect(filenames()).toEqual(['apple.mp3', 'zebra.png', 'mango.pdf']);
    expect(header('Date Uploaded')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Date Uploaded')).toHaveTextContent('▼');
    expect(header('Filename')).not.toHaveAttribute('aria-sort');
  });

  it('sorts by a new header ascending and toggles on a second click', async () => {
    const { user } = openAssetsPage();
    await screen.findByRole('table');
    await user.click(within(header('Filename')).getByRole('button'));
    expect(filenames()).toEqual(['apple.mp3', 'mango.pdf', 'zebra.png']);
    expect(header('Filename')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Filename')).toHaveTextContent('▲');
    expect(header('Date Uploaded')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Filename')).getByRole('button'));
    expect(filenames()).toEqual(['zebra.png', 'mango.pdf', 'apple.mp3']);
    expect(header('Filename')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Size')).getByRole('button'));
    expect(filenames()).toEqual(['apple.mp3', 'mango.pdf', 'zebra.png']);
    expect(header('Size')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Date Uploaded')).getByRole('button'));
    expect(filenames()).toEqual(['mango.pdf', 'zebra.png', 'apple.mp3']);
    expect(header('Date Uploaded')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Storage Class')).getByRole('button'));
    expect(filenames()[0]).toBe('mango.pdf');
    await user.click(within(header('Filetype')).getByRole('button'));
    expect(filenames()).toEqual(['apple.mp3', 'mango.pdf', 'zebra.png']);
  });

  it('shows sizes for people, file types, and thumbnails for images only', async () => {
    const { fetchMock } = openAssetsPage();
    await screen.findByRole('table');
    const [apple, zebra, mango] = within(table()).getAllByRole('row').slice(1);
    expect(within(zebra!).getByText('1.2 MB')).toBeInTheDocument();
    expect(within(apple!).getByText('512 B')).toBeInTheDocument();
    expect(within(mango!).getByText('4.0 KB')).toBeInTheDocument();
    expect(within(zebra!).getByText('Image')).toBeInTheDocument();
    expect(within(apple!).getByText('Audio')).toBeInTheDocument();
    expect(within(mango!).getByText('Document')).toBeInTheDocument();
    expect(within(zebra!).getByText('uploads/2/zebra.png')).toBeInTheDocument();
    expect(within(zebra!).getByText(ETAG(1))).toBeInTheDocument();
    await waitFor(() =>
      expect(zebra!.querySelector('img')).toHaveAttribute('src', 'blob:thumbnail'),
    );
    const thumbnailCall = fetchMock.mock.calls.find(
      ([url]) => url === `/api/fetch-object/${ETAG(1)}`,
    );
    expect(headersOf(thumbnailCall?.[1])['Authorization']).toMatch(/^Bearer /);
    expect(apple!.querySelector('img')).toBeNull();
    expect(mango!.querySelector('img')).toBeNull();
    expect(screen.getByText('3 files')).toBeInTheDocument();
  });

  it('says who uploaded each upload under its path', async () => {
    openAssetsPage();
    await screen.findByRole('table');
    const rows = within(table()).getAllByRole('row').slice(1);
    const paths = rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(paths).toEqual([
      'sounds/apple.mp3',
      'uploads/2/zebra.pngUploaded by anna',
      'docs/mango.pdf',
    ]);
  });

  it('says when storage is empty', async () => {
    openAssetsPage([]);
    expect(await screen.findByText('No files in storage yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('only logs a failure to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ [ASSETS]: { status: 500, body: { error: 'Internal Server Error' } } });
    renderApp('/admin/s3_assets', { session: SESSIONS.admin });
    expect(await screen.findByText('No files in storage yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('deletes an upload only after confirmation, then refetches the list', async () => {
    let listed = LIST;
    const deleted: string[] = [];
    const fetchMock = mockFetch({
      [ASSETS]: () => ({ body: { assets: listed } }),
      [`DELETE /api/objects/${ETAG(1)}?key=${encodeURIComponent('uploads/2/zebra.png')}`]: () => {
        deleted.push(ETAG(1));
        listed = LIST.filter((asset) => asset.ETag !== ETAG(1));
        return { body: { data: [LIST[0]] } };
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = renderApp('/admin/s3_assets', { session: SESSIONS.admin });
    await screen.findByRole('table');
    // Site assets are the server's own: they have no Delete.
    expect(
      screen.queryByRole('button', { name: 'Delete sounds/apple.mp3 from storage' }),
    ).toBeNull();
    expect(screen.getAllByText('Site asset')).toHaveLength(2);

    const button = screen.getByRole('button', { name: 'Delete uploads/2/zebra.png from storage' });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(
      'Delete "zebra.png"? It is removed from storage for good.',
    );
    expect(deleted).toEqual([]);

    await user.click(button);
    expect(await screen.findByText('"zebra.png" was deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([ETAG(1)]);
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(headersOf(deleteCall?.[1])['Authorization']).toBe('Bearer token-admin');
    await waitFor(() => expect(filenames()).toEqual(['apple.mp3', 'mango.pdf']));
  });

  it('shows the server’s error when a delete fails', async () => {
    mockFetch({
      [ASSETS]: { body: { assets: LIST } },
      [`DELETE /api/objects/${ETAG(1)}?key=${encodeURIComponent('uploads/2/zebra.png')}`]: {
        status: 404,
        body: { error: 'No upload with hash x' },
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/admin/s3_assets', { session: SESSIONS.admin });
    await user.click(
      await screen.findByRole('button', { name: 'Delete uploads/2/zebra.png from storage' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No upload with hash x');
  });

  const PUBLIC_URL = `PUT /api/objects/${ETAG(1)}/public?key=${encodeURIComponent('uploads/2/zebra.png')}`;

  it('shows whether each file is public, with a toggle for uploads only', async () => {
    openAssetsPage();
    await screen.findByRole('table');
    const [apple, zebra, mango] = within(table()).getAllByRole('row').slice(1);
    expect(within(zebra!).getByText('Private')).toBeInTheDocument();
    expect(
      within(zebra!).getByRole('button', { name: 'Make public: uploads/2/zebra.png' }),
    ).toHaveTextContent('Make public');
    for (const siteAsset of [apple!, mango!]) {
      expect(within(siteAsset).getByText('Public')).toBeInTheDocument();
      expect(within(siteAsset).getByText('Site asset')).toBeInTheDocument();
      expect(within(siteAsset).queryByRole('button', { name: /^Make / })).toBeNull();
    }
  });

  it('makes an upload public after a warning, by keyboard, then private again without one', async () => {
    let listed = LIST;
    const bodies: unknown[] = [];
    const fetchMock = mockFetch({
      [ASSETS]: () => ({ body: { assets: listed } }),
      [PUBLIC_URL]: (init) => {
        const body = JSON.parse(init?.body as string) as { public: boolean };
        bodies.push(body);
        listed = LIST.map((asset) =>
          asset.ETag === ETAG(1) ? { ...asset, public: body.public } : asset,
        );
        return { body: { data: [listed[0]] } };
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = renderApp('/admin/s3_assets', { session: SESSIONS.admin });
    await screen.findByRole('table');
    const makePublic = screen.getByRole('button', { name: 'Make public: uploads/2/zebra.png' });

    makePublic.focus();
    await user.keyboard('{Enter}');
    expect(confirm).toHaveBeenCalledWith(
      'Make "zebra.png" public? Anyone with its link can see it, and browsers may keep a copy even if you make it private again.',
    );
    expect(bodies).toEqual([]);

    await user.keyboard('{Enter}');
    expect(await screen.findByText('"zebra.png" is now public.')).toBeInTheDocument();
    expect(bodies).toEqual([{ public: true }]);
    const putCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(headersOf(putCall?.[1])['Authorization']).toBe('Bearer token-admin');
    const zebra = () =>
      within(table())
        .getAllByRole('row')
        .find((row) => row.textContent.includes('zebra.png'))!;
    await waitFor(() => expect(within(zebra()).getByText('Public')).toBeInTheDocument());

    confirm.mockClear();
    await user.click(
      within(zebra()).getByRole('button', { name: 'Make private: uploads/2/zebra.png' }),
    );
    expect(await screen.findByText('"zebra.png" is now private.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(bodies).toEqual([{ public: true }, { public: false }]);
    await waitFor(() => expect(within(zebra()).getByText('Private')).toBeInTheDocument());
  });

  it('shows the server’s error when marking fails, and keeps the state shown', async () => {
    mockFetch({
      [ASSETS]: { body: { assets: LIST } },
      [PUBLIC_URL]: { status: 409, body: { error: 'x is a site asset, not an upload' } },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/admin/s3_assets', { session: SESSIONS.admin });
    await user.click(
      await screen.findByRole('button', { name: 'Make public: uploads/2/zebra.png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('x is a site asset, not an upload');
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.queryByText(/is now public/)).toBeNull();
  });
});
