import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkForUpdatesWhileOpen,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_CHECK_MIN_GAP_MS,
  type UpdatableRegistration,
} from './service-worker-update-check';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let visibility: DocumentVisibilityState = 'visible';
let online = true;

/** A registration whose update() the test counts; the server has no new worker. */
function fakeRegistration() {
  const registration: UpdatableRegistration = {
    update: vi.fn(() => Promise.resolve(registration as ServiceWorkerRegistration)),
    installing: null,
  };
  return { registration, update: registration.update };
}

/** A promise that knows whether anyone took its rejection (`catch` is `then(undefined, f)`). */
class WatchedPromise<T> extends Promise<T> {
  static override get [Symbol.species]() {
    return Promise;
  }
  rejectionHandled = false;
  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    if (onRejected) this.rejectionHandled = true;
    return super.then(onFulfilled, onRejected);
  }
}

/** The visitor switches to the page's tab, or away from it. */
function show(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('checkForUpdatesWhileOpen', () => {
  let stop: (() => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    visibility = 'visible';
    online = true;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('asks for an update when the page is shown again, not when it is hidden', () => {
    const { registration, update } = fakeRegistration();
    stop = checkForUpdatesWhileOpen(registration);
    expect(update).not.toHaveBeenCalled();

    show('hidden');
    expect(update).not.toHaveBeenCalled();
    show('visible');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('asks every hour while the page is open and shown', () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(HOUR);
    const { registration, update } = fakeRegistration();
    stop = checkForUpdatesWhileOpen(registration);

    vi.advanceTimersByTime(HOUR - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * HOUR);
    expect(update).toHaveBeenCalledTimes(3);
  });

  it('leaves a hidden page alone until it is shown again', () => {
    const { registration, update } = fakeRegistration();
    stop = checkForUpdatesWhileOpen(registration);
    show('hidden');
    vi.advanceTimersByTime(5 * HOUR);
    expect(update).not.toHaveBeenCalled();
    show('visible');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('asks at most once a minute while the visitor switches tabs back and forth', () => {
    expect(UPDATE_CHECK_MIN_GAP_MS).toBe(MINUTE);
    const { registration, update } = fakeRegistration();
    stop = checkForUpdatesWhileOpen(registration);
    show('hidden');
    show('visible');
    vi.advanceTimersByTime(MINUTE - 1);
    show('hidden');
    show('visible');
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    show('hidden');
    show('visible');
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('does not ask offline, nor while a new worker is already installing', () => {
    const { registration, update } = fakeRegistration();
    stop = checkForUpdatesWhileOpen(registration);
    online = false;
    show('visible');
    vi.advanceTimersByTime(HOUR);
    expect(update).not.toHaveBeenCalled();

    online = true;
    const installing = {} as ServiceWorker;
    vi.spyOn(registration, 'installing', 'get').mockReturnValue(installing);
    vi.advanceTimersByTime(HOUR);
    expect(update).not.toHaveBeenCalled();
  });

  it('handles a failed check and asks again at the next chance', async () => {
    const failure = new WatchedPromise<ServiceWorkerRegistration>((_resolve, reject) =>
      reject(new TypeError('Failed to fetch')),
    );
    // A plain function: a mock would itself take the rejection to record how the call settled.
    const answers = [failure, Promise.resolve({} as ServiceWorkerRegistration)];
    let calls = 0;
    const registration: UpdatableRegistration = {
      update: () => answers[calls++] ?? Promise.reject(new Error('asked too often')),
      installing: null,
    };
    stop = checkForUpdatesWhileOpen(registration);
    show('visible');
    expect(calls).toBe(1);
    // The page took the rejection, so the browser reports no unhandled error.
    expect(failure.rejectionHandled).toBe(true);
    await expect(failure).rejects.toThrow('Failed to fetch');

    vi.advanceTimersByTime(HOUR);
    expect(calls).toBe(2);
  });

  it('stops asking once stopped', () => {
    const { registration, update } = fakeRegistration();
    checkForUpdatesWhileOpen(registration)();
    show('visible');
    vi.advanceTimersByTime(2 * HOUR);
    expect(update).not.toHaveBeenCalled();
  });
});
