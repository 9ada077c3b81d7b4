import { playAssetSound } from '#kit/asset-sound';
import { playTones, type Tone, type ToneOptions } from '#kit/tones';
import type { Player } from '../core/flappy-game';

/**
 * Flappy Duo's sounds, all behind the site-wide mute: a short chirp per flap (player one higher,
 * player two lower, so each hears their own), a rising chime when the difficulty steps up, and the
 * site's fail sound from the asset service on a crash. The page opens the sound output at Start
 * (prepareTones). A sound that cannot play is only logged.
 */

const FLAP_TONES: Readonly<Record<Player, readonly Tone[]>> = {
  0: [{ frequency: 720, endFrequency: 980, at: 0, duration: 0.08 }],
  1: [{ frequency: 420, endFrequency: 600, at: 0, duration: 0.09 }],
};

const LEVEL_UP_TONES: readonly Tone[] = [
  { frequency: 523, endFrequency: 530, at: 0, duration: 0.12, volume: 0.1 },
  { frequency: 784, endFrequency: 790, at: 0.11, duration: 0.18, volume: 0.1 },
];

/** A flap answers a key press, so its chirp is scheduled as soon as the audio thread allows. */
const TONE_TIMING = { attack: 0.01, lead: 0.005 } as const satisfies Partial<ToneOptions>;

export function playFlapSound(player: Player): void {
  playTones(FLAP_TONES[player], { name: 'Flappy Duo flap sound', ...TONE_TIMING });
}

export function playLevelUpSound(): void {
  playTones(LEVEL_UP_TONES, { name: 'Flappy Duo level-up sound', ...TONE_TIMING });
}

export function playCrashSound(): void {
  void playAssetSound('quiz_fail_sound');
}
