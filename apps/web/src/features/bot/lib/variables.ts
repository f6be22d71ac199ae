import {
  ALERT_VARIABLES,
  COMMAND_VARIABLES,
  TIMER_VARIABLES,
  type AlertType,
} from '@kyo/contracts';
import type { SampleValues } from './render-example';

/** Where a template is used: its variables differ (contracts: templates.ts). */
export type TemplateContext = 'command' | 'timer' | AlertType;

/** The variables of a context, each once (the contract's alert lists repeat common ones). */
export function variablesOf(context: TemplateContext): readonly string[] {
  if (context === 'command') return COMMAND_VARIABLES;
  if (context === 'timer') return TIMER_VARIABLES;
  return [...new Set(ALERT_VARIABLES[context])];
}

/** `{1}` … `{9}` are one idea (the nth word); the picker shows them as one row. */
export const isPositional = (name: string) => /^[1-9]$/.test(name);

/**
 * The translation keys of a variable's one-line description, most specific first: an alert can
 * give `{name}` its own meaning (who followed, who subscribed).
 */
export function descriptionKeys(context: TemplateContext, name: string): string[] {
  if (isPositional(name)) return ['variables.positional'];
  return [`variables.${context}.${name}`, `variables.common.${name}`];
}

const RANGE = /^(-?\d{1,9})\s*-\s*(-?\d{1,9})$/;

/** A stable "random" number for examples: the middle of the range (1-100 without one). */
export function sampleRandom(args: string): string {
  const match = RANGE.exec(args.trim());
  const [low, high] = match ? [Number(match[1]), Number(match[2])].sort((a, b) => a - b) : [1, 100];
  return String(Math.floor((low! + high!) / 2));
}

/** Values the examples and previews use; the channel is the streamer's own when known. */
export function sampleValues(channel: string | null | undefined): SampleValues {
  return {
    user: 'pixel_pat',
    touser: 'luna',
    args: '@luna hi',
    '1': '@luna',
    '2': 'hi',
    channel: channel || 'your_channel',
    uptime: '2h 14m',
    viewers: '128',
    title: 'Ranked grind until diamond',
    category: 'Just Chatting',
    count: '42',
    random: sampleRandom,
    song: 'Daft Punk - One More Time',
    name: 'pixel_pat',
    months: '6',
    gifter: 'generous_gus',
    amount: '100',
    gift: 'Full Send',
    message: 'GG!',
    followage: '3 months 12 days',
    followers: '1204',
    chatters: '23',
  };
}

/** Alert-specific samples where the common ones would read oddly. */
export function alertSampleValues(type: AlertType, channel: string | null | undefined) {
  const base = sampleValues(channel);
  if (type === 'gifted_subscriptions') return { ...base, count: '5' };
  return base;
}
