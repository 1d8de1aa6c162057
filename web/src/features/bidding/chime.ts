// SPEC 4 "Live bids": a new bid plays a two-tone chime. Web Audio, two short sine tones, one
// shared context. Sound is a nicety: where audio is missing or blocked, nothing happens and
// nothing throws.
type AudioContextCtor = new () => AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const w = globalThis as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

const TONES = [
  { frequency: 880, start: 0, duration: 0.12 },
  { frequency: 1320, start: 0.14, duration: 0.18 },
];

export function playBidChime(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    // A context made before any user gesture starts suspended; resuming may be refused, which is fine.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const t0 = ctx.currentTime;
    for (const tone of TONES) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = tone.frequency;
      const at = t0 + tone.start;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.duration);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + tone.duration + 0.02);
    }
  } catch {
    // No audio device, a blocked context or an old browser: stay silent.
  }
}
