import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What one note did to the audio graph, as the fake context saw it. */
interface RecordedNote {
  type: string;
  frequency: string[];
  gain: string[];
  startedAt: number | null;
  stoppedAt: number | null;
  reachesOutput: boolean;
}

function recordingParam(log: string[]) {
  return {
    value: 0,
    setValueAtTime: (value: number, time: number) => log.push(`set ${value} @${time.toFixed(3)}`),
    exponentialRampToValueAtTime: (value: number, time: number) =>
      log.push(`ramp ${value} @${time.toFixed(3)}`),
  };
}

/** Stands in for the browser's AudioContext (jsdom has none) and records every note it is asked for. */
function installFakeAudioContext(currentTime: number) {
  const opened: FakeAudioContext[] = [];
  class FakeAudioContext {
    readonly currentTime = currentTime;
    readonly destination = { output: true };
    readonly notes: RecordedNote[] = [];
    resumed = 0;
    constructor() {
      opened.push(this);
    }
    resume() {
      this.resumed += 1;
      return Promise.resolve();
    }
    createOscillator() {
      const note: RecordedNote = {
        type: '',
        frequency: [],
        gain: [],
        startedAt: null,
        stoppedAt: null,
        reachesOutput: false,
      };
      this.notes.push(note);
      const destination = this.destination;
      return {
        set type(type: string) {
          note.type = type;
        },
        frequency: recordingParam(note.frequency),
        connect: (gainNode: { log: string[] }) => {
          note.gain = gainNode.log;
          return {
            connect: (target: unknown) => {
              note.reachesOutput = target === destination;
            },
          };
        },
        start: (time: number) => {
          note.startedAt = time;
        },
        stop: (time: number) => {
          note.stoppedAt = time;
        },
      };
    }
    createGain() {
      // Its changes become the note's when the oscillator connects to it.
      const log: string[] = [];
      return { log, gain: recordingParam(log) };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return opened;
}

/** The kit keeps one context per page: each test loads it afresh. */
async function loadTones() {
  vi.resetModules();
  return import('./tones');
}

describe('tones', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('plays each note with its pitch glide, swell and fade, at its offset, and connects it to the output', async () => {
    const opened = installFakeAudioContext(2);
    const { playTones } = await loadTones();
    playTones(
      [
        { frequency: 720, endFrequency: 980, at: 0, duration: 0.08 },
        { frequency: 660, at: 0.1, duration: 0.2, volume: 0.2 },
      ],
      { name: 'test sound', attack: 0.02, lead: 0.01 },
    );

    expect(opened).toHaveLength(1);
    const [context] = opened;
    expect(context?.resumed).toBe(1);
    expect(context?.notes).toEqual([
      {
        type: 'triangle',
        frequency: ['set 720 @2.010', 'ramp 980 @2.090'],
        gain: ['set 0.0001 @2.010', 'ramp 0.12 @2.030', 'ramp 0.0001 @2.090'],
        startedAt: expect.closeTo(2.01, 6) as number,
        stoppedAt: expect.closeTo(2.14, 6) as number,
        reachesOutput: true,
      },
      {
        type: 'triangle',
        frequency: ['set 660 @2.110'],
        gain: ['set 0.0001 @2.110', 'ramp 0.2 @2.130', 'ramp 0.0001 @2.310'],
        startedAt: expect.closeTo(2.11, 6) as number,
        stoppedAt: expect.closeTo(2.36, 6) as number,
        reachesOutput: true,
      },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('opens one context for the page: prepared ahead, then reused by every sound', async () => {
    const opened = installFakeAudioContext(0);
    const { playTones, prepareTones } = await loadTones();
    prepareTones();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.notes).toHaveLength(0);

    playTones([{ frequency: 440, at: 0, duration: 0.1 }], { name: 'test sound' });
    playTones([{ frequency: 880, at: 0, duration: 0.1 }], { name: 'test sound' });
    expect(opened).toHaveLength(1);
    expect(opened[0]?.notes.map((note) => note.frequency[0])).toEqual([
      'set 440 @0.005',
      'set 880 @0.005',
    ]);
  });

  it('while sounds are muted, opens no context and plays nothing', async () => {
    const opened = installFakeAudioContext(0);
    const { playTones, prepareTones } = await loadTones();
    localStorage.setItem('sound_muted', '1');
    prepareTones();
    playTones([{ frequency: 440, at: 0, duration: 0.1 }], { name: 'test sound' });
    expect(opened).toHaveLength(0);
  });

  it('only logs when the browser cannot make sound', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('no audio device');
        }
      },
    );
    const { playTones, prepareTones } = await loadTones();
    expect(() => prepareTones()).not.toThrow();
    expect(() =>
      playTones([{ frequency: 440, at: 0, duration: 0.1 }], { name: 'level-up sound' }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Could not prepare the sound output.', expect.any(Error));
    expect(warn).toHaveBeenCalledWith('Could not play the level-up sound.', expect.any(Error));
  });
});
