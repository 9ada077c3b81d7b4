import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, relativeLuminance } from '../core/colour-contrast';
import { EMOTION_TREE, TOP_LEVEL_EMOTIONS, type EmotionNode } from './emotion-tree';

const HEX = /^#[0-9a-f]{6}$/;

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/**
 * A shade of the parent: the same colour mixed towards white, every channel moving the same
 * fraction of the way (within rounding), and lighter.
 */
function isLighterShadeOf(child: string, parent: string): boolean {
  const from = channels(parent);
  const to = channels(child);
  // The channel farthest from white gives the most exact fraction.
  const widest = from.indexOf(Math.min(...from));
  const fraction = ((to[widest] ?? 0) - (from[widest] ?? 0)) / (255 - (from[widest] ?? 0));
  const predicted = from.every(
    (value, i) => Math.abs(value + (255 - value) * fraction - (to[i] ?? 0)) <= 1.5,
  );
  return fraction > 0.1 && predicted && relativeLuminance(child) > relativeLuminance(parent);
}

function checkNode(node: EmotionNode, index: number) {
  expect(node.index).toBe(index);
  expect(node.name.trim()).toBe(node.name);
  expect(node.name.length).toBeGreaterThan(1);
  expect(node.description).toMatch(/^[A-Z].{15,110}\.$/);
  expect(node.colour).toMatch(HEX);
  expect(node.textColour).toMatch(HEX);
  // The name is drawn on the node's colour in the picker and the list.
  expect(contrastRatio(node.colour, node.textColour)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
}

describe('the emotion tree', () => {
  it('has the six top emotions, three sub-emotions each and two sub-sub-emotions each', () => {
    expect(EMOTION_TREE.map((node) => node.name)).toEqual([...TOP_LEVEL_EMOTIONS]);
    const mids = EMOTION_TREE.flatMap((top) => top.children);
    const lows = mids.flatMap((mid) => mid.children);
    expect([EMOTION_TREE.length, mids.length, lows.length]).toEqual([6, 18, 36]);
    for (const top of EMOTION_TREE) {
      expect(top.children).toHaveLength(3);
      for (const mid of top.children) expect(mid.children).toHaveLength(2);
    }
  });

  it('gives every node its index among its siblings, a description and readable colours', () => {
    EMOTION_TREE.forEach((top, i) => {
      checkNode(top, i);
      top.children.forEach((mid, j) => {
        checkNode(mid, j);
        mid.children.forEach((low, k) => checkNode(low, k));
      });
    });
  });

  it('repeats no name within a branch, nor anywhere in the tree', () => {
    for (const top of EMOTION_TREE) {
      const branch = [
        top.name,
        ...top.children.flatMap((mid) => [mid.name, ...mid.children.map((low) => low.name)]),
      ];
      expect(new Set(branch.map((name) => name.toLowerCase())).size).toBe(branch.length);
    }
    const all = EMOTION_TREE.flatMap((top) => [
      top.name,
      ...top.children.flatMap((mid) => [mid.name, ...mid.children.map((low) => low.name)]),
    ]);
    expect(new Set(all.map((name) => name.toLowerCase())).size).toBe(60);
    expect(new Set(all.map((name) => name.toLowerCase())).size).toBe(all.length);
  });

  it('colours sub-levels as lighter shades of their parent', () => {
    for (const top of EMOTION_TREE) {
      for (const mid of top.children) {
        expect(isLighterShadeOf(mid.colour, top.colour), `${mid.name} of ${top.name}`).toBe(true);
        for (const low of mid.children) {
          expect(isLighterShadeOf(low.colour, mid.colour), `${low.name} of ${mid.name}`).toBe(true);
        }
      }
    }
  });

  it('keeps the six top colours apart, so the heatmap can tell them apart', () => {
    const colours = EMOTION_TREE.map((top) => top.colour);
    expect(new Set(colours).size).toBe(6);
  });
});

describe('contrast, computed as WCAG defines it', () => {
  it('matches the known extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow();
  });
});
