import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { headersOf, mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS } from '#tests/web/render-app';
import { setSession } from '#kit/session';
import { MyUploads, quotaUseText } from './my-uploads';

const MIB = 1024 * 1024;
const ETAG = (n: number) => String(n).repeat(32).slice(0, 32);

const UPLOADS = [
  {
    Key: 'uploads/7/ludde-keyed.png',
    ETag: ETAG(1),
    LastModified: '2026-11-03T10:00:00.000Z',
    Size: 1.2 * MIB,
    StorageClass: 'STANDARD',
  },
  {
    Key: 'uploads/7/logo.png',
    ETag: ETAG(2),
    LastModified: '2026-11-02T10:00:00.000Z',
    Size: 2048,
    StorageClass: 'STANDARD',
  },
];

function stubBlobUrls() {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(): string {
        return 'blob:upload';
      }
      static override revokeObjectURL(): void {}
    },
  );
}

describe('My uploads', () => {
  it('shows the use of the quota and the user’s uploads with thumbnails fetched with the token', async () => {
    stubBlobUrls();
    setSession(SESSIONS.user);
    const fetchMock = mockFetch({
      'GET /api/my-uploads': { body: { data: UPLOADS } },
      'GET /api/upload-quota': { body: { used: UPLOADS[0]!.Size + 2048, quota: 500 * MIB } },
      [`GET /api/fetch-object/${ETAG(1)}`]: { body: 'png' },
      [`GET /api/fetch-object/${ETAG(2)}`]: { body: 'png' },
    });
    render(<MyUploads version={0} />);
    expect(await screen.findByText('1.2 MiB of 500 MiB used')).toBeInTheDocument();
    const meter = screen.getByRole('meter', { name: 'Storage used of your quota' });
    expect(meter).toHaveAttribute('max', String(500 * MIB));
    expect(meter).toHaveAttribute('value', String(UPLOADS[0]!.Size + 2048));
    const items = within(screen.getByRole('list', { name: 'My uploads' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ludde-keyed.png1.2 MiBDelete',
      'logo.png2 KiBDelete',
    ]);
    await waitFor(() =>
      expect(items[0]!.querySelector('img')).toHaveAttribute('src', 'blob:upload'),
    );
    const thumbnail = fetchMock.mock.calls.find(([url]) => url === `/api/fetch-object/${ETAG(1)}`);
    expect(headersOf(thumbnail?.[1])['Authorization']).toBe('Bearer token-user');
  });

  it('deletes an upload only after confirmation, then reloads the list and the quota', async () => {
    stubBlobUrls();
    setSession(SESSIONS.user);
    let uploads = UPLOADS;
    const deleted: string[] = [];
    mockFetch({
      'GET /api/my-uploads': () => ({ body: { data: uploads } }),
      'GET /api/upload-quota': () => ({
        body: { used: uploads.reduce((sum, upload) => sum + upload.Size, 0), quota: 500 * MIB },
      }),
      [`DELETE /api/objects/${ETAG(1)}?key=${encodeURIComponent('uploads/7/ludde-keyed.png')}`]:
        () => {
          deleted.push(ETAG(1));
          uploads = UPLOADS.slice(1);
          return { body: { data: [UPLOADS[0]] } };
        },
      [`GET /api/fetch-object/${ETAG(1)}`]: { body: 'png' },
      [`GET /api/fetch-object/${ETAG(2)}`]: { body: 'png' },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const user = userEvent.setup();
    render(<MyUploads version={0} />);
    const button = await screen.findByRole('button', { name: 'Delete ludde-keyed.png' });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(
      'Delete "ludde-keyed.png"? It is removed from storage for good.',
    );
    expect(deleted).toEqual([]);
    await user.click(button);
    expect(await screen.findByText('"ludde-keyed.png" was deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([ETAG(1)]);
    expect(await screen.findByText('2 KiB of 500 MiB used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete ludde-keyed.png' })).toBeNull();
  });

  it('shows the server’s refusal of a delete', async () => {
    stubBlobUrls();
    setSession(SESSIONS.user);
    mockFetch({
      'GET /api/my-uploads': { body: { data: UPLOADS.slice(1) } },
      'GET /api/upload-quota': { body: { used: 2048, quota: 500 * MIB } },
      [`DELETE /api/objects/${ETAG(2)}?key=${encodeURIComponent('uploads/7/logo.png')}`]: {
        status: 404,
        body: { error: `No upload with hash ${ETAG(2)}` },
      },
      [`GET /api/fetch-object/${ETAG(2)}`]: { body: 'png' },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    render(<MyUploads version={0} />);
    await user.click(await screen.findByRole('button', { name: 'Delete logo.png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`No upload with hash ${ETAG(2)}`);
  });

  it('says when there are no uploads yet', async () => {
    setSession(SESSIONS.admin);
    mockFetch({
      'GET /api/my-uploads': { body: { data: [] } },
      'GET /api/upload-quota': { body: { used: 0, quota: null } },
    });
    render(<MyUploads version={0} />);
    expect(await screen.findByText('You have not uploaded any images yet.')).toBeInTheDocument();
    expect(screen.getByText('0 bytes used (no limit)')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
  });
});

describe('quotaUseText', () => {
  it('never rounds the use up to the quota', () => {
    expect(quotaUseText({ used: 499.9 * MIB, quota: 500 * MIB })).toBe('499 MiB of 500 MiB used');
  });
});
