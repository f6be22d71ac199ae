import type { EmulatorContext } from '../context';
import { seededRandom } from '../shared/random';
import type { KickChannel, ViewerMotion } from '../state/state.types';

/** One step of the walk. Kick refreshes `viewer_count` about once a minute (docs/platforms/kick.md §4.3). */
export const VIEWER_STEP_MS = 15_000;
/** Odds that one step is a glitch when glitches are on: about one sample in 20 steps (5 min). */
const GLITCH_ODDS = 1 / 20;
/** Steps replayed at most when a channel was not looked at for long (one day of steps). */
const MAX_STEPS = 5_760;

function stepRandom(motion: ViewerMotion, step: number): () => number {
  return seededRandom(Math.imul(motion.seed ^ step, 0x9e3779b1) ^ (step >>> 16));
}

/**
 * The count one step later: a mean-reverting random walk (pulled back towards the count last
 * set), with steps that grow with the square root of the audience, so 40 viewers move by a few
 * and 4,000 by a few dozen, as live audiences do.
 */
export function nextViewerCount(current: number, target: number, rand: () => number): number {
  // Box-Muller: one standard normal sample from two uniforms.
  const u = Math.max(rand(), Number.EPSILON);
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
  const spread = Math.max(0.6, Math.sqrt(Math.max(current, 1)) * 0.6);
  const pull = (target - current) * 0.08;
  return Math.max(0, Math.round(current + pull + normal * spread));
}

function seedOf(channel: KickChannel): number {
  return (channel.broadcaster_user_id * 2_654_435_761) >>> 0;
}

/** The channel's motion settings, created on first use (older state files have none). */
export function motionOf(ctx: EmulatorContext, channel: KickChannel): ViewerMotion {
  channel.viewer_motion ??= {
    walk: null,
    glitches: false,
    target: channel.viewer_count,
    step_at: ctx.now(),
    seed: seedOf(channel),
    glitch_reads: 0,
  };
  return channel.viewer_motion;
}

export function walks(ctx: EmulatorContext, motion: ViewerMotion): boolean {
  return motion.walk ?? ctx.config.viewerWalk;
}

/**
 * Applies the walk's steps since the channel was last looked at. Called before any read, so the
 * count moves "on its own" with the clock without a timer (as Spotify's progress does).
 */
export function settleViewers(ctx: EmulatorContext, channel: KickChannel): void {
  const motion = motionOf(ctx, channel);
  const now = ctx.now();
  if (!channel.is_live || !walks(ctx, motion)) {
    // Nothing accumulates while still: a walk switched on later starts from now.
    motion.step_at = now;
    return;
  }
  let steps = Math.floor((now - motion.step_at) / VIEWER_STEP_MS);
  if (steps <= 0) return;
  if (steps > MAX_STEPS) {
    motion.step_at += (steps - MAX_STEPS) * VIEWER_STEP_MS;
    steps = MAX_STEPS;
  }
  let count = channel.viewer_count;
  for (let i = 0; i < steps; i++) {
    motion.step_at += VIEWER_STEP_MS;
    const step = Math.floor(motion.step_at / VIEWER_STEP_MS);
    count = nextViewerCount(count, motion.target, stepRandom(motion, step));
  }
  channel.viewer_count = count;
  ctx.store.changed();
}

/** Sets the count (control "set viewers" / going live): the walk goes on from there. */
export function setViewers(ctx: EmulatorContext, channel: KickChannel, count: number): void {
  settleViewers(ctx, channel);
  const motion = motionOf(ctx, channel);
  channel.viewer_count = count;
  motion.target = count;
  motion.step_at = ctx.now();
  ctx.store.changed();
}

/**
 * What the API reports right now: the walked count, or 1 during a glitch (a one-shot glitch
 * asked through the control API, or a random glitch step when glitches are on). 0 offline.
 */
export function reportedViewers(ctx: EmulatorContext, channel: KickChannel): number {
  if (!channel.is_live) return 0;
  settleViewers(ctx, channel);
  const motion = motionOf(ctx, channel);
  if (motion.glitch_reads > 0) {
    motion.glitch_reads--;
    ctx.store.changed();
    return 1;
  }
  if (motion.glitches) {
    const step = Math.floor(ctx.now() / VIEWER_STEP_MS);
    // A different stream of randomness than the walk's, so glitches do not bend the walk.
    if (stepRandom(motion, step ^ 0x5bd1e995)() < GLITCH_ODDS) return 1;
  }
  return channel.viewer_count;
}
