// Makes Kyo's built-in alert sounds (apps/web/public/sounds/*.mp3): synthesized here from sine
// partials with envelopes, so they are Kyo's own (CC0) and a few kB each. Needs `lame` (Debian's
// package) only when run: node scripts/make-sounds.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RATE = 22050;
const out = path.join(import.meta.dirname, '..', 'apps', 'web', 'public', 'sounds');

/** Notes: [start s, frequency Hz, length s, gain, partials]. */
function render(seconds, notes, noise = null) {
  const samples = new Float32Array(Math.ceil(seconds * RATE));
  for (const [start, freq, length, gain, partials = [1, 0.35, 0.12]] of notes) {
    const from = Math.floor(start * RATE);
    for (let i = 0; i < length * RATE && from + i < samples.length; i++) {
      const t = i / RATE;
      const attack = Math.min(1, t / 0.006);
      const env = attack * Math.exp((-5 * t) / length);
      let v = 0;
      partials.forEach((p, k) => (v += p * Math.sin(2 * Math.PI * freq * (k + 1) * t)));
      samples[from + i] += gain * env * v;
    }
  }
  if (noise) {
    let seed = 7;
    for (let i = 0; i < samples.length; i++) {
      seed = (seed * 16807) % 2147483647;
      const t = i / samples.length;
      samples[i] += noise(t) * ((seed / 2147483647) * 2 - 1);
    }
  }
  const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const pcm = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => pcm.writeInt16LE(Math.round((v / peak) * 0.85 * 32767), i * 2));
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

const sounds = {
  chime: render(1.1, [
    [0, 880, 0.9, 0.6],
    [0.12, 1318.5, 0.9, 0.5],
  ]),
  bell: render(1.4, [[0, 1046.5, 1.3, 0.7, [1, 0.6, 0.25, 0.2, 0.1]]]),
  coin: render(0.55, [
    [0, 987.8, 0.1, 0.6, [1, 0.2]],
    [0.08, 1318.5, 0.45, 0.6, [1, 0.2]],
  ]),
  fanfare: render(1.5, [
    [0, 523.3, 0.25, 0.5, [1, 0.5, 0.3, 0.2]],
    [0.15, 659.3, 0.25, 0.5, [1, 0.5, 0.3, 0.2]],
    [0.3, 784, 0.25, 0.5, [1, 0.5, 0.3, 0.2]],
    [0.45, 1046.5, 1, 0.6, [1, 0.5, 0.3, 0.2]],
    [0.45, 784, 1, 0.3, [1, 0.5, 0.3]],
  ]),
  pop: render(0.25, [[0, 620, 0.18, 0.8, [1, 0.1]]]),
  whoosh: render(0.7, [], (t) => Math.sin(Math.PI * t) ** 2 * 0.8),
};

const tmp = mkdtempSync(path.join(os.tmpdir(), 'kyo-sounds-'));
for (const [name, wav] of Object.entries(sounds)) {
  const input = path.join(tmp, `${name}.wav`);
  writeFileSync(input, wav);
  execFileSync('lame', [
    '--quiet',
    '-m',
    'm',
    '-b',
    '48',
    '--resample',
    '22.05',
    input,
    path.join(out, `${name}.mp3`),
  ]);
}
console.log(`wrote ${Object.keys(sounds).length} sounds to ${out}`);
