// Makes Kyo's built-in alert sounds (apps/web/public/sounds/*.mp3), synthesized here, so they are
// Kyo's own (CC0, no attribution owed on stream): FM bells (Chowning's inharmonic ratios), plucked
// strings (Karplus-Strong), a brass-like chord of sawtooth partials with vibrato, a bubble pop and
// a filtered-noise whoosh, each with a proper envelope; then sox adds a room (reverb), evens the
// loudness and lame writes a mono MP3 of a few tens of kB. Needs `sox` and `lame` (Debian's
// packages) only when run: node scripts/make-sounds.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RATE = 44100;
const out = path.join(import.meta.dirname, '..', 'apps', 'web', 'public', 'sounds');
const TAU = 2 * Math.PI;

const track = (seconds) => new Float32Array(Math.ceil(seconds * RATE));
/** A note's pitch by name: A4 = 440 Hz. */
const NOTES = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
function hz(note) {
  const [, name, sharp, octave] = /^([A-G])(#?)(\d)$/.exec(note);
  return 440 * 2 ** ((NOTES[name] + (sharp ? 1 : 0) + (Number(octave) - 4) * 12) / 12);
}

/** A struck bell: FM with an inharmonic ratio, the brightness dying faster than the tone. */
function bell(out, start, freq, length, gain, { ratio = 1.4, index = 5, strike = 0.002 } = {}) {
  const from = Math.floor(start * RATE);
  for (let i = 0; i < length * RATE && from + i < out.length; i++) {
    const t = i / RATE;
    // The last 40 ms fade to nothing: a note cut at a few per cent would click.
    const end = Math.min(1, (length - t) / 0.04);
    const env = Math.min(1, t / strike) * Math.exp((-4.5 * t) / length) * end;
    const bright = index * Math.exp((-9 * t) / length);
    const mod = bright * Math.sin(TAU * freq * ratio * t);
    out[from + i] += gain * env * Math.sin(TAU * freq * t + mod);
  }
}

/** A plucked string (Karplus-Strong): a burst of noise in a delay line that loses its highs. */
function pluck(out, start, freq, length, gain, { damping = 0.996, seed = 1 } = {}) {
  const from = Math.floor(start * RATE);
  const size = Math.round(RATE / freq);
  const line = new Float32Array(size);
  let state = seed * 48271;
  for (let i = 0; i < size; i++) {
    state = (state * 48271) % 2147483647;
    line[i] = (state / 2147483647) * 2 - 1;
  }
  let index = 0;
  for (let i = 0; i < length * RATE && from + i < out.length; i++) {
    const next = (index + 1) % size;
    const value = line[index];
    line[index] = damping * 0.5 * (line[index] + line[next]);
    index = next;
    const fadeOut = Math.min(1, (length * RATE - i) / (0.05 * RATE));
    out[from + i] += gain * value * fadeOut;
  }
}

/** A held note of sawtooth partials (brass-like), soft attack, gentle vibrato, a release. */
function brass(out, start, freq, length, gain, { partials = 9, attack = 0.04 } = {}) {
  const from = Math.floor(start * RATE);
  const release = 0.25;
  for (let i = 0; i < (length + release) * RATE && from + i < out.length; i++) {
    const t = i / RATE;
    const env =
      Math.min(1, t / attack) *
      (t < length ? 1 - 0.25 * (t / length) : 0.75 * Math.exp((-6 * (t - length)) / release));
    const vibrato = 1 + 0.004 * Math.sin(TAU * 5.5 * t) * Math.min(1, t / 0.3);
    let v = 0;
    // Fewer highs as it sustains: the brass "opens" at the attack, then mellows.
    const open = 0.6 + 0.4 * Math.exp(-t * 4);
    for (let k = 1; k <= partials; k++)
      v += (open ** k / k) * Math.sin(TAU * freq * k * vibrato * t);
    out[from + i] += gain * env * v;
  }
}

/** A square-ish blip (odd partials) with a fast decay: the coin of platform games. */
function blip(out, start, freq, length, gain) {
  const from = Math.floor(start * RATE);
  for (let i = 0; i < length * RATE && from + i < out.length; i++) {
    const t = i / RATE;
    const end = Math.min(1, (length - t) / 0.02);
    const env = Math.min(1, t / 0.003) * Math.exp((-3.5 * t) / length) * end;
    let v = 0;
    for (const k of [1, 3, 5, 7]) v += Math.sin(TAU * freq * k * t) / k;
    out[from + i] += gain * env * v;
  }
}

/** A bubble pop: a sine whose pitch falls fast, with a short body. */
function pop(out, start, gain) {
  const from = Math.floor(start * RATE);
  let phase = 0;
  for (let i = 0; i < 0.22 * RATE && from + i < out.length; i++) {
    const t = i / RATE;
    const freq = 260 + 1100 * Math.exp(-t / 0.018);
    phase += (TAU * freq) / RATE;
    const env = Math.min(1, t / 0.002) * Math.exp(-t / 0.045);
    out[from + i] += gain * env * (Math.sin(phase) + 0.25 * Math.sin(2 * phase));
  }
}

/** Air moving past: white noise through a band-pass whose centre sweeps up and back down. */
function whoosh(out, start, length, gain) {
  const from = Math.floor(start * RATE);
  let seed = 7;
  let low = 0;
  let band = 0;
  for (let i = 0; i < length * RATE && from + i < out.length; i++) {
    const x = i / (length * RATE);
    seed = (seed * 16807) % 2147483647;
    const noise = (seed / 2147483647) * 2 - 1;
    // A state-variable filter: centre 350 Hz → 2.6 kHz at two fifths of the way → 500 Hz.
    const centre = 350 + 2250 * Math.sin(Math.PI * Math.min(1, x / 0.8)) ** 2;
    const f = 2 * Math.sin((Math.PI * centre) / RATE);
    const q = 0.35;
    low += f * band;
    const high = noise - low - q * band;
    band += f * high;
    const env = Math.sin(Math.PI * x) ** 1.5;
    out[from + i] += gain * env * band;
  }
}

const sounds = {
  // A soft three-note notification chime (C6 E6 G6), bell-like, ringing out.
  chime: (() => {
    const s = track(1.8);
    bell(s, 0, hz('C6'), 1.2, 0.5, { ratio: 2, index: 1.2 });
    bell(s, 0.11, hz('E6'), 1.2, 0.45, { ratio: 2, index: 1.2 });
    bell(s, 0.22, hz('G6'), 1.5, 0.5, { ratio: 2, index: 1.2 });
    return s;
  })(),
  // One struck church-like bell with its inharmonic partials (FM ratio 1.4), long decay.
  bell: (() => {
    const s = track(2.4);
    bell(s, 0, hz('A5'), 2.3, 0.6, { ratio: 1.4, index: 4 });
    bell(s, 0, hz('A4'), 2.3, 0.25, { ratio: 1.4, index: 2 });
    return s;
  })(),
  // The coin: B5 then E6.
  coin: (() => {
    const s = track(0.75);
    blip(s, 0, hz('B5'), 0.09, 0.45);
    blip(s, 0.075, hz('E6'), 0.6, 0.45);
    return s;
  })(),
  // A short brass fanfare: G4 C5 E5 rising, then a held C major chord.
  fanfare: (() => {
    const s = track(2.2);
    brass(s, 0, hz('G4'), 0.12, 0.3);
    brass(s, 0.13, hz('C5'), 0.12, 0.3);
    brass(s, 0.26, hz('E5'), 0.12, 0.3);
    for (const note of ['C4', 'G4', 'C5', 'E5', 'G5'])
      brass(s, 0.4, hz(note), 1.3, note === 'C4' ? 0.22 : 0.18);
    return s;
  })(),
  pop: (() => {
    const s = track(0.3);
    pop(s, 0, 0.8);
    return s;
  })(),
  whoosh: (() => {
    const s = track(0.8);
    whoosh(s, 0, 0.75, 1);
    return s;
  })(),
  // Not a default: a harp-like rising arpeggio (plucked strings), for a sub or a goal.
  harp: (() => {
    const s = track(2);
    ['C5', 'E5', 'G5', 'C6', 'E6', 'G6'].forEach((note, i) =>
      pluck(s, i * 0.07, hz(note), 1.8 - i * 0.07, 0.35, { damping: 0.997, seed: i + 1 }),
    );
    return s;
  })(),
};

function wav(samples) {
  const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const pcm = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => pcm.writeInt16LE(Math.round((v / peak) * 0.9 * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** How much room each sound gets (sox reverb: reverberance, HF damping, room scale). */
const ROOM = {
  chime: [45, 50, 60],
  bell: [55, 40, 80],
  coin: [20, 60, 30],
  fanfare: [40, 50, 70],
  pop: [10, 70, 20],
  whoosh: [25, 50, 50],
  harp: [45, 50, 60],
};

const tmp = mkdtempSync(path.join(os.tmpdir(), 'kyo-sounds-'));
for (const [name, samples] of Object.entries(sounds)) {
  const dry = path.join(tmp, `${name}.wav`);
  const wet = path.join(tmp, `${name}-room.wav`);
  writeFileSync(dry, wav(samples));
  // Headroom, a gentle high-pass (no rumble on small speakers), a fade at the end, room for the
  // reverb's tail, the room, then -1 dBFS peak. (A fade after the reverb would not know the end.)
  execFileSync('sox', [
    dry,
    wet,
    'gain',
    '-6',
    'highpass',
    '120',
    'fade',
    'q',
    '0.004',
    '-0',
    '0.08',
    'pad',
    '0',
    '0.2',
    'reverb',
    ...ROOM[name].map(String),
    'gain',
    '-n',
    '-1',
  ]);
  execFileSync('lame', [
    '--quiet',
    '-m',
    'm',
    '-b',
    '64',
    '--resample',
    '44.1',
    wet,
    path.join(out, `${name}.mp3`),
  ]);
}
console.log(`wrote ${Object.keys(sounds).length} sounds to ${out}`);
