import { describe, expect, it } from 'vitest';
import { overallUploadProgress, recordUploadBytes, startUploadRun } from './upload-progress';

describe('an upload run', () => {
  it('starts with every image at nothing sent', () => {
    expect(startUploadRun(['a', 'b'])).toEqual({ progress: { a: 0, b: 0 }, sizes: {} });
    expect(overallUploadProgress(startUploadRun(['a', 'b']))).toBe(0);
  });

  it("records each image's share and size, leaving the others as they were", () => {
    const run = recordUploadBytes(startUploadRun(['a', 'b']), 'a', 25, 100);
    expect(run).toEqual({ progress: { a: 0.25, b: 0 }, sizes: { a: 100 } });
    expect(recordUploadBytes(run, 'b', 0, 0)).toEqual({
      progress: { a: 0.25, b: 0 },
      sizes: { a: 100, b: 0 },
    });
  });

  it('shows the mean of the shares overall', () => {
    let run = startUploadRun(['a', 'b', 'c', 'd']);
    run = recordUploadBytes(run, 'a', 1, 1);
    run = recordUploadBytes(run, 'b', 50, 100);
    expect(overallUploadProgress(run)).toBe(0.375);
  });

  it('has no overall value without a run or without images', () => {
    expect(overallUploadProgress(null)).toBeNull();
    expect(overallUploadProgress(startUploadRun([]))).toBeNull();
  });
});
