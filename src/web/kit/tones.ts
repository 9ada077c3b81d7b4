import { isSoundMuted } from './asset-sound';

/** One triangle-wave note, made in the browser with Web Audio. */
export interface Tone {
  readonly frequency: number;
  /** The pitch the note glides to by its end; the note holds its pitch without one. */
  readonly endFrequency?: number;
  /** Seconds after the first note of the sound starts. */
  readonly at: number;
  readonly duration: number;
  /** Peak gain. */
  readonly volume?: number;
}

export interface ToneOptions {
  /** What the sound is, for the console message when it cannot play. */
  readonly name: string;
  /** Seconds each note takes to swell to its volume. */
  readonly attack?: number;
  /**
   * Seconds from now to the first note: room for the audio thread to pick up the schedule. A sound
   * that answers a key press wants it short.
   */
  readonly lead?: number;
}

export const DEFAULT_TONE_VOLUME = 0.12;
const DEFAULT_ATTACK = 0.01;
const DEFAULT_LEAD = 0.005;
/** Exponential ramps cannot reach zero; this is silent. */
const SILENT_GAIN = 0.0001;
/** The oscillator stops a little after its gain has faded, so the fade is never cut. */
const STOP_AFTER_FADE = 0.05;

let audioContext: AudioContext | null = null;

/** The one audio context every tone on the site plays through, opened on first need. */
function openAudioContext(): AudioContext {
  audioContext ??= new AudioContext();
  return audioContext;
}

/**
 * Opens the audio context ahead of the first sound. Chromium spends tens of milliseconds of the
 * main thread opening one (75 ms measured headless), which in a game froze the picture on the first
 * sound; called from a user gesture (a Start press, so the context may run), the cost falls before
 * anything moves. Nothing happens while sounds are muted; a failure is only logged.
 */
export function prepareTones(): void {
  if (isSoundMuted()) return;
  try {
    openAudioContext();
  } catch (error) {
    console.warn('Could not prepare the sound output.', error);
  }
}

/**
 * Plays the notes unless the site's sounds are muted. Never throws: a sound that cannot play (no
 * audio device, autoplay rules) is only logged (spec §8).
 */
export function playTones(tones: readonly Tone[], options: ToneOptions): void {
  if (isSoundMuted()) return;
  const attack = options.attack ?? DEFAULT_ATTACK;
  try {
    const context = openAudioContext();
    void context.resume().catch((error: unknown) => {
      console.warn(`Could not play the ${options.name}.`, error);
    });
    const start = context.currentTime + (options.lead ?? DEFAULT_LEAD);
    for (const tone of tones) {
      const begin = start + tone.at;
      const end = begin + tone.duration;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.setValueAtTime(tone.frequency, begin);
      if (tone.endFrequency !== undefined) {
        oscillator.frequency.exponentialRampToValueAtTime(tone.endFrequency, end);
      }
      gain.gain.setValueAtTime(SILENT_GAIN, begin);
      gain.gain.exponentialRampToValueAtTime(tone.volume ?? DEFAULT_TONE_VOLUME, begin + attack);
      gain.gain.exponentialRampToValueAtTime(SILENT_GAIN, end);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(begin);
      oscillator.stop(end + STOP_AFTER_FADE);
    }
  } catch (error) {
    console.warn(`Could not play the ${options.name}.`, error);
  }
}
