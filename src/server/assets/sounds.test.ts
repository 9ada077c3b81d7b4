import { describe, expect, it } from 'vitest';
import { SOUND_SAMPLE_RATE, encodeWav, failSound, successSound } from './sounds';

function readWav(wav: Buffer) {
  const dataSize = wav.readUInt32LE(40);
  const samples = Array.from({ length: dataSize / 2 }, (_, i) => wav.readInt16LE(44 + i * 2));
  return {
    riff: wav.toString('ascii', 0, 4),
    riffSize: wav.readUInt32LE(4),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    bitsPerSample: wav.readUInt16LE(34),
    seconds: dataSize / 2 / wav.readUInt32LE(24),
    peak: Math.max(...samples.map(Math.abs)),
    last: samples.at(-1) ?? 0,
  };
}

describe('quiz sounds', () => {
  it('writes a valid 16-bit mono PCM header and clamps samples', () => {
    const wav = encodeWav(Float64Array.from([0, 1, -1, 2, -2]), 8000);
    expect(wav.length).toBe(44 + 10);
    expect(readWav(wav)).toMatchObject({
      riff: 'RIFF',
      riffSize: 36 + 10,
      format: 1,
      channels: 1,
      sampleRate: 8000,
      bitsPerSample: 16,
    });
    expect([2, 4, 6, 8].map((offset) => wav.readInt16LE(44 + offset))).toEqual([
      32767, -32767, 32767, -32767,
    ]);
  });

  it.each([
    ['success', successSound],
    ['fail', failSound],
  ])(
    'the %s sound is short, audible, unclipped, fades out and is the same every time',
    (_, make) => {
      const wav = readWav(make());
      expect(wav.sampleRate).toBe(SOUND_SAMPLE_RATE);
      expect(wav.seconds).toBeGreaterThan(0.2);
      expect(wav.seconds).toBeLessThan(0.5);
      expect(wav.peak).toBeGreaterThan(8000);
      expect(wav.peak).toBeLessThan(32767);
      expect(Math.abs(wav.last)).toBeLessThan(1500);
      expect(make().equals(make())).toBe(true);
    },
  );
});
