import { assetClient } from '../../../web/assets/asset-client';
import { isSoundMuted } from '../../../web/assets/asset-sound';

/**
 * WordWeaver's sounds: a word's chime comes from the site's asset service; when that cannot be
 * loaded, and for the fanfare (which has no asset), tones are made in the browser with Web Audio.
 * Everything respects the site-wide mute and only logs when a sound cannot play (spec §8).
 */

interface Tone {
  readonly frequency: number;
  /** Seconds after the first tone starts. */
  readonly at: number;
  readonly duration: number;
}

const WORD_TONES: readonly Tone[] = [
  { frequency: 660, at: 0, duration: 0.12 },
  { frequency: 880, at: 0.1, duration: 0.18 },
];

/** A rising major arpeggio ending on a held note. */
const FANFARE_TONES: readonly Tone[] = [
  { frequency: 523.25, at: 0, duration: 0.16 },
  { frequency: 659.25, at: 0.15, duration: 0.16 },
  { frequency: 783.99, at: 0.3, duration: 0.16 },
  { frequency: 1046.5, at: 0.45, duration: 0.6 },
];

let audioContext: AudioContext | null = null;

function playTones(tones: readonly Tone[]): void {
  try {
    audioContext ??= new AudioContext();
    const context = audioContext;
    void context.resume();
    const start = context.currentTime + 0.02;
    for (const tone of tones) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.value = tone.frequency;
      gain.gain.setValueAtTime(0.0001, start + tone.at);
      gain.gain.exponentialRampToValueAtTime(0.2, start + tone.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.duration);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + tone.at);
      oscillator.stop(start + tone.at + tone.duration + 0.05);
    }
  } catch (error) {
    console.warn('Could not play a WordWeaver sound.', error);
  }
}

/** The chime of one highlighted word. */
export async function playWordSound(): Promise<void> {
  if (isSoundMuted()) return;
  let url: string;
  try {
    url = await assetClient().loadObjectUrl('quiz_success_sound');
  } catch (error) {
    console.warn('Word sound asset unavailable; using a generated tone.', error);
    playTones(WORD_TONES);
    return;
  }
  try {
    await new Audio(url).play();
  } catch (error) {
    console.warn('Could not play the word sound.', error);
  }
}

/** The 'TOP SCORE' fanfare. */
export function playFanfare(): void {
  if (isSoundMuted()) return;
  playTones(FANFARE_TONES);
}
