import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#kit/api-client';
import { PHOTO_POST_TIMEOUT_MS, postWithPhotos } from './message-sending';

describe('a message with photos', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up with a message when the server stops answering, so Post is free again', async () => {
    vi.useFakeTimers();
    // A server that takes the request and never answers: only the signal ends the wait.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
          }),
      ),
    );
    const sent = postWithPhotos({ Content: 'Look!', SentAt: '2026-11-27T10:00:00Z', Images: [1] });
    const failure = expect(sent).rejects.toEqual(
      new ApiError(0, 'The server did not answer. Please try again.'),
    );
    await vi.advanceTimersByTimeAsync(PHOTO_POST_TIMEOUT_MS);
    await failure;
  });
});
