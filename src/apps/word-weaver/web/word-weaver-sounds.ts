import { assetClient } from '#kit/asset-client';
import { playAssetSound } from '#kit/asset-sound';
import { playTones, type Tone, type ToneOptions } from '#kit/tones';

/**
 * WordWeaver's sounds: a word's chime comes from the site's asset service; when that cannot be
 * loaded, and for the fanfare (which has no asset), the kit's tones are made in the browser.
 * Everything respects the site-wide mute and only logs when a sound cannot play (spec §8).
 */

/** WordWeaver's notes are louder than a game's chirps and swell more slowly. */
const VOLUME = 0.2;
const TONE_TIMING = { attack: 0.02, lead: 0.02 } as const satisfies Partial<ToneOptions>;

const WORD_TONES: readonly Tone[] = [
  { frequency: 660, at: 0, duration: 0.12, volume: VOLUME },
  { frequency: 880, at: 0.1, duration: 0.18, volume: VOLUME },
];

/** A rising major arpeggio ending on a held note. */
const FANFARE_TONES: readonly Tone[] = [
  { frequency: 523.25, at: 0, duration: 0.16, volume: VOLUME },
  { frequency: 659.25, at: 0.15, duration: 0.16, volume: VOLUME },
  { frequency: 783.99, at: 0.3, duration: 0.16, volume: VOLUME },
  { frequency: 1046.5, at: 0.45, duration: 0.6, volume: VOLUME },
];

/** The chime of one highlighted word: the site's success sound, or tones when it cannot load. */
export function playWordSound(): Promise<void> {
  return playAssetSound('quiz_success_sound', assetClient(), () =>
    playTones(WORD_TONES, { name: 'WordWeaver word sound', ...TONE_TIMING }),
  );
}

/** The 'TOP SCORE' fanfare. */
export function playFanfare(): void {
  playTones(FANFARE_TONES, { name: 'WordWeaver fanfare', ...TONE_TIMING });
}
