import type { Rgb } from '../core/colour-key';
import { DEFAULT_KEY_OPTIONS, type KeyOptions } from '../core/colour-key-options';
import type { KeyRequest, KeyResponse, LoadedImage } from './key-worker-protocol';

/** Longest side of the copy previews are made from: sharp on screen, quick to key. */
export const PREVIEW_MAX_SIDE = 1024;

export interface KeySettings {
  colour: Rgb;
  tolerance: number;
  /** Soft edges and connected only; both off when absent. */
  options?: KeyOptions;
}

/** Distributes the variants of KeyRequest's `Omit` over the union. */
type RequestBody<R> = R extends KeyRequest ? Omit<R, 'requestId'> : never;

interface PendingPreview {
  settings: KeySettings;
  resolve: (bitmap: ImageBitmap | null) => void;
  reject: (error: unknown) => void;
}

/** One image's preview traffic: at most one in flight and one waiting (the newest settings win). */
interface PreviewLane {
  busy: boolean;
  waiting: PendingPreview | undefined;
}

/**
 * A small pool of keying workers. Each image lives in one worker (chosen round robin), so several
 * images are processed in parallel; previews of one image are coalesced so a moving slider never
 * builds a queue.
 */
export class KeyWorkerPool {
  private workers: Worker[] = [];
  private readonly homes = new Map<string, Worker>();
  private readonly lanes = new Map<string, PreviewLane>();
  private readonly callbacks = new Map<number, (response: KeyResponse) => void>();
  private nextRequestId = 1;
  private nextWorker = 0;

  /** Workers start on first use, so a pool that is made and dropped at once costs nothing. */
  constructor(
    private readonly size: number,
    private readonly createWorker: () => Worker,
  ) {}

  private startedWorkers(): Worker[] {
    if (this.workers.length === 0) {
      this.workers = Array.from({ length: Math.max(1, this.size) }, () => {
        const worker = this.createWorker();
        worker.addEventListener('message', (event: MessageEvent<KeyResponse>) => {
          const callback = this.callbacks.get(event.data.requestId);
          this.callbacks.delete(event.data.requestId);
          callback?.(event.data);
        });
        return worker;
      });
    }
    return this.workers;
  }

  private send<R extends Extract<KeyResponse, { ok: true }>['kind']>(
    worker: Worker,
    body: RequestBody<KeyRequest> & { kind: R },
  ): Promise<Extract<KeyResponse, { ok: true; kind: R }>> {
    const requestId = this.nextRequestId++;
    return new Promise((resolve, reject) => {
      this.callbacks.set(requestId, (response) => {
        if (response.ok) resolve(response as Extract<KeyResponse, { ok: true; kind: R }>);
        else reject(new Error(response.error));
      });
      worker.postMessage({ ...body, requestId });
    });
  }

  private home(imageId: string): Worker {
    const worker = this.homes.get(imageId);
    if (!worker) throw new Error('The image is no longer loaded.');
    return worker;
  }

  /** Decodes the file in a worker; resolves with its size and the original preview. */
  async load(imageId: string, file: Blob): Promise<LoadedImage> {
    const workers = this.startedWorkers();
    const worker = workers[this.nextWorker % workers.length]!;
    this.nextWorker += 1;
    this.homes.set(imageId, worker);
    const response = await this.send(worker, {
      kind: 'load',
      imageId,
      file,
      previewMaxSide: PREVIEW_MAX_SIDE,
    });
    return response.image;
  }

  /**
   * The keyed preview for these settings, or null when newer settings replaced the request before
   * it started (its caller has a newer promise to wait for).
   */
  preview(imageId: string, settings: KeySettings): Promise<ImageBitmap | null> {
    let lane = this.lanes.get(imageId);
    if (!lane) {
      lane = { busy: false, waiting: undefined };
      this.lanes.set(imageId, lane);
    }
    const current = lane;
    return new Promise((resolve, reject) => {
      current.waiting?.resolve(null);
      current.waiting = { settings, resolve, reject };
      if (!current.busy) void this.runPreviews(imageId, current);
    });
  }

  private async runPreviews(imageId: string, lane: PreviewLane): Promise<void> {
    lane.busy = true;
    while (lane.waiting) {
      const { settings, resolve, reject } = lane.waiting;
      lane.waiting = undefined;
      try {
        const response = await this.send(this.home(imageId), {
          kind: 'preview',
          imageId,
          colour: settings.colour,
          tolerance: settings.tolerance,
          options: settings.options ?? DEFAULT_KEY_OPTIONS,
        });
        resolve(response.bitmap);
      } catch (error) {
        reject(error);
      }
    }
    lane.busy = false;
  }

  /** The full-resolution result as PNG bytes, encoded by the browser in the worker. */
  async encode(imageId: string, settings: KeySettings): Promise<Blob> {
    const response = await this.send(this.home(imageId), {
      kind: 'encode',
      imageId,
      colour: settings.colour,
      tolerance: settings.tolerance,
      options: settings.options ?? DEFAULT_KEY_OPTIONS,
    });
    return response.png;
  }

  /** The original colour at a point of the preview (preview pixels). */
  async pick(imageId: string, x: number, y: number): Promise<Rgb> {
    const response = await this.send(this.home(imageId), { kind: 'pick', imageId, x, y });
    return response.colour;
  }

  /** Frees the image's pixels in its worker. */
  drop(imageId: string): void {
    const worker = this.homes.get(imageId);
    this.homes.delete(imageId);
    this.lanes.get(imageId)?.waiting?.resolve(null);
    this.lanes.delete(imageId);
    if (worker) void this.send(worker, { kind: 'drop', imageId }).catch(() => undefined);
  }

  /** Stops the workers and forgets every image; a later load starts fresh workers. */
  terminate(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
    this.homes.clear();
    this.lanes.clear();
    this.callbacks.clear();
  }
}

/** Workers for this device: one per spare core, at least one, at most four. */
export function createKeyWorkerPool(): KeyWorkerPool {
  const cores = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  return new KeyWorkerPool(
    Math.min(4, Math.max(1, cores - 1)),
    () => new Worker(new URL('./key-worker.ts', import.meta.url), { type: 'module' }),
  );
}
