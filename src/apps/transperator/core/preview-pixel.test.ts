import { describe, expect, it } from 'vitest';
import { pixelAtClick } from './preview-pixel';

describe('pixelAtClick', () => {
  // A 200×100 image in a 400×400 box at (10, 20): shown at 2×, with 100px bars above and below.
  const box = { left: 10, top: 20, width: 400, height: 400 };
  const canvas = { width: 200, height: 100 };

  it('maps a click through the letterbox to the pixel under it', () => {
    expect(pixelAtClick(box, canvas, { x: 10, y: 120 })).toEqual({
      x: 0,
      y: 0,
      point: { x: 0, y: 0 },
    });
    expect(pixelAtClick(box, canvas, { x: 210, y: 220 })).toEqual({
      x: 100,
      y: 50,
      point: { x: 0.5, y: 0.5 },
    });
  });

  it('ignores clicks on the bars around the image', () => {
    expect(pixelAtClick(box, canvas, { x: 210, y: 119 })).toBeNull();
    expect(pixelAtClick(box, canvas, { x: 210, y: 320 })).toBeNull();
    expect(pixelAtClick(box, canvas, { x: 9, y: 220 })).toBeNull();
  });

  it('scales a tall image to the box height, with bars at the sides', () => {
    const tall = { width: 100, height: 400 };
    expect(pixelAtClick(box, tall, { x: 210, y: 220 })).toEqual({
      x: 50,
      y: 200,
      point: { x: 0.5, y: 0.5 },
    });
    expect(pixelAtClick(box, tall, { x: 159, y: 220 })).toBeNull();
  });
});
