import type { AlertVariation } from '@kyo/contracts/widgets/alerts';
import type { AlertValues } from '@kyo/contracts/widgets/alert-kinds';

export type TemplateValues = AlertValues;

/** A run of alert text; the viewer's name (and an amount) is highlighted in the accent colour. */
export interface TemplatePart {
  text: string;
  highlight?: boolean;
}

const TOKEN = /\{(name|months|count|amount|gift|message|reward|cost|input|item|price|currency)\}/g;
const NUMBERS = new Set(['months', 'count', 'amount', 'cost', 'price']);

/** Numbers in the display's language: 1,000 in English, 1.000 in Turkish or German. */
export function formatNumber(value: number, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  } catch {
    return String(value);
  }
}

export const usesToken = (template: string, token: keyof TemplateValues) =>
  template.includes(`{${token}}`);

/**
 * Fills `{name}`, `{months}`, `{count}`, Kicks' `{amount}`, `{gift}`, `{message}` and channel
 * points' `{reward}`, `{cost}`, `{input}` and a store purchase's `{item}`, `{price}`, `{currency}`
 * into a template, as parts rendered as text (a name with markup in it stays text); numbers in the
 * display's language. A token the event has no value for stays visible, so the streamer sees the
 * mistake in the preview.
 */
export function renderTemplate(
  template: string,
  values: TemplateValues,
  locale?: string,
): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    const token = match[1] as keyof TemplateValues;
    const value = values[token];
    if (value === undefined) parts.push({ text: match[0] });
    else if (token === 'name') parts.push({ text: String(value), highlight: true });
    else if (NUMBERS.has(token) && typeof value === 'number')
      parts.push({
        text: formatNumber(value, locale),
        ...(token === 'amount' ? { highlight: true } : {}),
      });
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
