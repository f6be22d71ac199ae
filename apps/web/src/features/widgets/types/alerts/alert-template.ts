import type { AlertVariation } from '@kyo/contracts/widgets/alerts';

export interface TemplateValues {
  name: string;
  months?: number;
  count?: number;
  /** Kicks only: the amount, Kick's name for the gift and the sender's message. */
  amount?: number;
  gift?: string;
  message?: string;
  /** Channel points only: the reward's title and cost, and what the viewer typed. */
  reward?: string;
  cost?: number;
  input?: string;
}

/** A run of alert text; the viewer's name is highlighted in the accent colour. */
export interface TemplatePart {
  text: string;
  highlight?: boolean;
}

const TOKEN = /\{(name|months|count|amount|gift|message|reward|cost|input)\}/g;

/**
 * Fills `{name}`, `{months}`, `{count}`, Kicks' `{amount}`, `{gift}`, `{message}` and channel points'
 * `{reward}`, `{cost}`, `{input}` into a template, as parts rendered as text (a name
 * with markup in it stays text). A token the event has no value for stays visible, so the
 * streamer sees the mistake in the preview.
 */
export function renderTemplate(template: string, values: TemplateValues): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    const token = match[1] as keyof TemplateValues;
    const value = values[token];
    if (value === undefined) parts.push({ text: match[0] });
    else if (token === 'name') parts.push({ text: String(value), highlight: true });
    else parts.push({ text: String(value) });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/**
 * The first variation whose condition holds for these values (most specific first). A variation
 * on a field the event lacks never applies: `amount` only to Kicks, `months` only to subs, a
 * `reward` (by title, any case) only to channel points.
 */
export function pickVariation(
  variations: readonly AlertVariation[],
  values: TemplateValues,
): AlertVariation | undefined {
  return variations.find((variation) => {
    const condition = variation.condition;
    if (condition.field === 'reward')
      return values.reward?.toLowerCase() === condition.reward.trim().toLowerCase();
    const value = values[condition.field];
    return value !== undefined && value >= condition.atLeast;
  });
}
