import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('playBidChime', () => {
  it('does nothing without Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playBidChime } = await import('./chime.ts');
    expect(() => playBidChime()).not.toThrow();
  });

  it('does not throw when the audio context refuses', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('no audio device');
        }
      },
    );
    const { playBidChime } = await import('./chime.ts');
    expect(() => playBidChime()).not.toThrow();
  });

  it('plays two short sine tones', async () => {
    const started: Array<{ type: string; frequency: number; at: number; stop: number }> = [];
    const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
    class FakeContext {
      state = 'running';
      currentTime = 10;
      destination = {};
      resume = vi.fn(async () => undefined);
      createGain() {
        return { gain: param(), connect: (d: unknown) => d };
      }
      createOscillator() {
        const osc = {
          type: '',
          frequency: param(),
          connect: (d: unknown) => d,
          start: (at: number) => started.push({ type: osc.type, frequency: osc.frequency.value, at, stop: 0 }),
          stop: (at: number) => {
            const last = started[started.length - 1];
            if (last) last.stop = at;
          },
        };
        return osc;
      }
    }
    vi.stubGlobal('AudioContext', FakeContext);
    const { playBidChime } = await import('./chime.ts');
    playBidChime();
    expect(started).toHaveLength(2);
    expect(started.every((t) => t.type === 'sine')).toBe(true);
    expect(started[0]!.frequency).not.toBe(started[1]!.frequency);
    expect(started[1]!.at).toBeGreaterThan(started[0]!.at);
    expect(started.every((t) => t.stop - t.at < 0.5)).toBe(true);
  });
});
