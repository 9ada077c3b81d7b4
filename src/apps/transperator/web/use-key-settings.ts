import { useState } from 'react';
import type { Rgb } from '../core/colour-key';
import type { KeySettings } from './key-worker-pool';
import type { ToolImage } from './tool-image';

const DEFAULT_COLOUR: Rgb = { r: 255, g: 255, b: 255 };

export interface KeySettingsState {
  readonly colour: Rgb;
  readonly tolerance: number;
  readonly softEdges: boolean;
  readonly connectedOnly: boolean;
  readonly setColour: (colour: Rgb) => void;
  readonly setTolerance: (tolerance: number) => void;
  readonly setSoftEdges: (softEdges: boolean) => void;
  readonly setConnectedOnly: (connectedOnly: boolean) => void;
  /** The settings for one image: its own clicked points when connected only is on. */
  readonly settingsFor: (image: ToolImage) => KeySettings;
}

/** The colour to remove and how: one set of settings for every image. */
export function useKeySettings(): KeySettingsState {
  const [colour, setColour] = useState<Rgb>(DEFAULT_COLOUR);
  const [tolerance, setTolerance] = useState(0);
  const [softEdges, setSoftEdges] = useState(false);
  const [connectedOnly, setConnectedOnly] = useState(false);

  const settingsFor = (image: ToolImage): KeySettings => ({
    colour,
    tolerance,
    options: { softEdges, points: connectedOnly ? image.points : null },
  });

  return {
    colour,
    tolerance,
    softEdges,
    connectedOnly,
    setColour,
    setTolerance,
    setSoftEdges,
    setConnectedOnly,
    settingsFor,
  };
}
