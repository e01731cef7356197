// What the scale hears: a short high tone when a case is added, a low buzz when one is refused, so
// staff with their eyes on the case know without looking at the screen. No audio file: a tone is
// drawn by the Web Audio API (and nothing plays where the browser has none).
let context: AudioContext | null = null;

function tone(frequency: number, seconds: number, type: OscillatorType): void {
  const Ctor = globalThis.AudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = type;
    osc.frequency.value = frequency;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(context.destination);
    osc.start();
    osc.stop(context.currentTime + seconds);
  } catch {
    // a browser that refuses sound before a gesture: the message on screen still says it
  }
}

export const soundAdded = () => tone(1320, 0.08, 'sine');
export const soundRefused = () => tone(180, 0.35, 'square');
