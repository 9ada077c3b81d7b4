import { isSoundMuted, playAssetSound } from '../../../web/assets/asset-sound';
import type { Player } from '../core/flappy-game';

/**
 * Flappy Duo's sounds, all behind the site-wide mute: a short chirp per flap (player one higher,
 * player two lower, so each hears their own), a rising chime when the difficulty steps up, and the
 * site's fail sound from the asset service on a crash. A sound that cannot play is only logged.
 */

let audioContext: AudioContext | null = null;

/** The one audio context the tones play through, opened on first need. */
function openAudioContext(): AudioContext {
  audioContext ??= new AudioContext();
  return audioContext;
}

/**
 * Opens the audio context the tones play through. Chromium spends tens of milliseconds of the main
 * thread opening one (75 ms measured headless), which on the first flap froze the birds mid-flight;
 * called as a game starts, from the Start press (a user gesture, so the context may run), the cost
 * falls before anything moves. Nothing happens while sounds are muted.
 */
export function prepareSounds(): void {
  if (isSoundMuted()) return;
  try {
    openAudioContext();
  } catch (error) {
    console.warn('Could not prepare Flappy Duo sounds.', error);
  }
}

function playTone(
  frequency: number,
  endFrequency: number,
  duration: number,
  at = 0,
  volume = 0.12,
) {
  try {
    const context = openAudioContext();
    void context.resume();
    const start = context.currentTime + 0.005 + at;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.setValueAtTime(frequency, start);
    oscillator.frequency.exponentialRampToValueAtTime(endFrequency, start + duration);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + duration + 0.02);
  } catch (error) {
    console.warn('Could not play a Flappy Duo sound.', error);
  }
}

export function playFlapSound(player: Player): void {
  if (isSoundMuted()) return;
  if (player === 0) playTone(720, 980, 0.08);
  else playTone(420, 600, 0.09);
}

export function playLevelUpSound(): void {
  if (isSoundMuted()) return;
  playTone(523, 530, 0.12, 0, 0.1);
  playTone(784, 790, 0.18, 0.11, 0.1);
}

export function playCrashSound(): void {
  void playAssetSound('quiz_fail_sound');
}
