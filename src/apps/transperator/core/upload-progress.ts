/** One upload of one image or of all of them: per image, the share sent (0–1) and its PNG size. */
export interface UploadRun {
  readonly progress: Readonly<Record<string, number>>;
  /** Per image, its PNG size (for the overall bar). */
  readonly sizes: Readonly<Record<string, number>>;
}

/** An upload of the images `ids`, none of them sent yet. */
export function startUploadRun(ids: readonly string[]): UploadRun {
  return { progress: Object.fromEntries(ids.map((id) => [id, 0])), sizes: {} };
}

/** The run after image `id` has sent `sent` of its `total` bytes (a total of 0 counts as none sent). */
export function recordUploadBytes(
  run: UploadRun,
  id: string,
  sent: number,
  total: number,
): UploadRun {
  return {
    progress: { ...run.progress, [id]: total > 0 ? sent / total : 0 },
    sizes: { ...run.sizes, [id]: total },
  };
}

/** The overall bar's value: the mean of the images' shares; null with no run or no images. */
export function overallUploadProgress(run: UploadRun | null): number | null {
  if (!run) return null;
  const ids = Object.keys(run.progress);
  if (ids.length === 0) return null;
  return ids.reduce((sum, id) => sum + (run.progress[id] ?? 0), 0) / ids.length;
}
