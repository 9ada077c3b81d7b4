import { describe, expect, it, vi } from 'vitest';
import { getEndedSession, getSession, setSession } from './session';
import { STALLED_UPLOAD_MS, uploadWithProgress } from './upload';

const SESSION = { username: 'alice', role: 'User', token: 'tok-1' };

type Listener = (event: ProgressEvent) => void;

/** Stands in for the browser's XMLHttpRequest: records what is sent, and lets the test answer. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = '';
  private readonly listeners = new Map<string, Listener[]>();
  private readonly uploadListeners = new Map<string, Listener[]>();
  readonly upload = {
    addEventListener: (type: string, listener: Listener) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.sent = body;
  }
  aborted = false;
  abort() {
    this.aborted = true;
    this.fire('abort');
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    const event = { loaded, total, lengthComputable } as ProgressEvent;
    for (const listener of this.uploadListeners.get('progress') ?? []) listener(event);
  }
  fire(type: 'load' | 'error' | 'abort') {
    for (const listener of this.listeners.get(type) ?? []) listener({} as ProgressEvent);
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.fire('load');
  }
}

function startUpload(onProgress?: (sent: number, total: number) => void) {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const form = new FormData();
  form.append('path', 'logos/logo.png');
  const outcome = uploadWithProgress({ url: '/api/upload', form, onProgress });
  const request = FakeRequest.last;
  if (!request) throw new Error('no request was opened');
  return { outcome, request, form };
}

describe('uploadWithProgress', () => {
  it('POSTs the form with the bearer token and reports the bytes sent', async () => {
    setSession(SESSION);
    const progress: [number, number][] = [];
    const { outcome, request, form } = startUpload((sent, total) => progress.push([sent, total]));
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload');
    expect(request.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer tok-1',
    });
    expect(request.sent).toBe(form);

    request.progress(100, 400);
    request.progress(0, 0, false);
    request.progress(400, 400);
    request.answer(200, '{"path":"logos/logo.png"}');

    await expect(outcome).resolves.toEqual({ ok: true, body: { path: 'logos/logo.png' } });
    expect(progress).toEqual([
      [100, 400],
      [400, 400],
    ]);
  });

  it('sends no Authorization header without a session, and takes an empty success as ok', async () => {
    const { outcome, request } = startUpload();
    expect(request.headers).not.toHaveProperty('Authorization');
    request.answer(204, '');
    await expect(outcome).resolves.toEqual({ ok: true });
  });

  it("answers a refusal with its status and the server's {error} text", async () => {
    const { outcome, request } = startUpload();
    request.answer(413, '{"error":"File too large"}');
    await expect(outcome).resolves.toEqual({ ok: false, status: 413, error: 'File too large' });
  });

  it('answers a refusal that is not JSON with the status alone', async () => {
    const { outcome, request } = startUpload();
    request.answer(502, '<html>Bad Gateway</html>');
    await expect(outcome).resolves.toEqual({ ok: false, status: 502, error: undefined });
  });

  it('ends the session on a 401', async () => {
    setSession(SESSION);
    const { outcome, request } = startUpload();
    request.answer(401, '{"error":"Unauthorized"}');
    await expect(outcome).resolves.toEqual({ ok: false, status: 401, error: 'Unauthorized' });
    expect(getSession()).toBeNull();
    expect(getEndedSession()).toEqual({ username: 'alice', role: 'User' });
  });

  it('rejects when the server cannot be reached or the upload is aborted', async () => {
    const unreachable = startUpload();
    unreachable.request.fire('error');
    await expect(unreachable.outcome).rejects.toThrow('Network Error');

    const aborted = startUpload();
    aborted.request.fire('abort');
    await expect(aborted.outcome).rejects.toThrow('The upload was cancelled.');
  });

  it('gives up an upload that sends nothing and hears nothing for a while, not one that moves', async () => {
    vi.useFakeTimers();
    try {
      const { outcome, request } = startUpload();
      let verdict: string | undefined;
      outcome.then(
        () => (verdict = 'answered'),
        (error: unknown) => (verdict = (error as Error).message),
      );
      // Bytes keep going out: each one restarts the wait.
      for (let sent = 1; sent <= 3; sent++) {
        await vi.advanceTimersByTimeAsync(STALLED_UPLOAD_MS - 1_000);
        request.progress(sent, 10);
      }
      expect(verdict).toBeUndefined();
      expect(request.aborted).toBe(false);

      await vi.advanceTimersByTimeAsync(STALLED_UPLOAD_MS);
      expect(verdict).toBe('The server did not answer. Please try again.');
      expect(request.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops watching once the server answers', async () => {
    vi.useFakeTimers();
    try {
      const { outcome, request } = startUpload();
      request.answer(200, '{"ok":true}');
      await expect(outcome).resolves.toEqual({ ok: true, body: { ok: true } });
      await vi.advanceTimersByTimeAsync(STALLED_UPLOAD_MS * 2);
      expect(request.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
