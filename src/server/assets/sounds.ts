/**
 * The quiz sounds, synthesised here rather than downloaded: short 16-bit mono PCM WAV files at
 * 22.05 kHz. The output is deterministic, so every server instance stores identical bytes (and
 * the same ETag) for a key.
 */

export const SOUND_SAMPLE_RATE = 22_050;

/** One note: a frequency held for a duration, with a soft attack and an exponential fade. */
interface Note {
  readonly frequency: number;
  readonly seconds: number;
  readonly wave: 'sine' | 'triangle';
  /** Peak amplitude, 0–1. */
  readonly level: number;
}

const ATTACK_SECONDS = 0.006;

function waveValue(wave: Note['wave'], phase: number): number {
  if (wave === 'sine') return Math.sin(2 * Math.PI * phase);
  const cycle = phase - Math.floor(phase);
  return 1 - 4 * Math.abs(cycle - 0.5);
}

/** The notes one after another, as samples in -1..1. */
function renderNotes(notes: readonly Note[]): Float64Array {
  const total = notes.reduce((sum, note) => sum + Math.round(note.seconds * SOUND_SAMPLE_RATE), 0);
  const samples = new Float64Array(total);
  let offset = 0;
  for (const note of notes) {
    const length = Math.round(note.seconds * SOUND_SAMPLE_RATE);
    for (let i = 0; i < length; i += 1) {
      const time = i / SOUND_SAMPLE_RATE;
      const attack = Math.min(1, time / ATTACK_SECONDS);
      // Fades to about 2 % by the note's end, so notes never click into each other.
      const fade = Math.exp((-4 * i) / length);
      const phase = note.frequency * time;
      // A quiet octave overtone makes the chime less thin.
      const tone = 0.8 * waveValue(note.wave, phase) + 0.2 * waveValue(note.wave, 2 * phase);
      samples[offset + i] = note.level * attack * fade * tone;
    }
    offset += length;
  }
  return samples;
}

/** A RIFF/WAVE file of 16-bit little-endian mono PCM. */
export function encodeWav(samples: Float64Array, sampleRate = SOUND_SAMPLE_RATE): Buffer {
  const bytesPerSample = 2;
  const dataSize = samples.length * bytesPerSample;
  const wav = Buffer.alloc(44 + dataSize);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataSize, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * bytesPerSample, 28);
  wav.writeUInt16LE(bytesPerSample, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataSize, 40);
  for (let i = 0; i < samples.length; i += 1) {
    const clamped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    wav.writeInt16LE(Math.round(clamped * 32_767), 44 + i * bytesPerSample);
  }
  return wav;
}

/** A bright rising pair (A5 then E6): about 0.3 s. */
export function successSound(): Buffer {
  return encodeWav(
    renderNotes([
      { frequency: 880, seconds: 0.11, wave: 'sine', level: 0.55 },
      { frequency: 1318.5, seconds: 0.19, wave: 'sine', level: 0.6 },
    ]),
  );
}

/** A soft falling pair (E♭4 then B♭3): about 0.4 s. */
export function failSound(): Buffer {
  return encodeWav(
    renderNotes([
      { frequency: 311.1, seconds: 0.15, wave: 'triangle', level: 0.5 },
      { frequency: 233.1, seconds: 0.25, wave: 'triangle', level: 0.5 },
    ]),
  );
}

/** A rising major arpeggio (C5 E5 G5) landing on a held C6: about 1.1 s. */
export function fanfareSound(): Buffer {
  return encodeWav(
    renderNotes([
      { frequency: 523.25, seconds: 0.14, wave: 'triangle', level: 0.5 },
      { frequency: 659.25, seconds: 0.14, wave: 'triangle', level: 0.5 },
      { frequency: 783.99, seconds: 0.14, wave: 'triangle', level: 0.55 },
      { frequency: 1046.5, seconds: 0.7, wave: 'sine', level: 0.6 },
    ]),
  );
}

/** Pentatonic notes by name, for the game tune. */
const TUNE_NOTES = {
  A4: 440,
  C5: 523.25,
  D5: 587.33,
  E5: 659.25,
  G5: 783.99,
  A5: 880,
  C6: 1046.5,
} as const;

/** Four bars of eight, ending on the note it starts from, so it loops without a seam. */
const GAME_TUNE: readonly (keyof typeof TUNE_NOTES)[] = [
  ...['E5', 'G5', 'A5', 'G5', 'E5', 'D5', 'C5', 'D5'],
  ...['E5', 'G5', 'A5', 'C6', 'A5', 'G5', 'E5', 'G5'],
  ...['A5', 'G5', 'E5', 'D5', 'C5', 'D5', 'E5', 'G5'],
  ...['E5', 'D5', 'C5', 'A4', 'C5', 'D5', 'C5', 'C5'],
] as const;

/** A quiet, cheerful tune of about 7 s, played in a loop behind a game. */
export function gameMusic(): Buffer {
  return encodeWav(
    renderNotes(
      GAME_TUNE.map((name) => ({
        frequency: TUNE_NOTES[name],
        seconds: 0.22,
        wave: 'triangle' as const,
        level: 0.3,
      })),
    ),
  );
}
