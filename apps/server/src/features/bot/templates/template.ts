import type { Language } from '@kyo/contracts';
import type { AudienceView } from '../audience/audience.service';
import type { StreamSnapshot } from '../channel/channel-state';
import type { AlertFields } from './alert-fields';

export type { AlertFields } from './alert-fields';
export { formatDuration } from './duration';

export type TemplateKind = 'command' | 'timer' | 'alert';

/** What a template is rendered with. Lazy parts (stream state, song) are fetched on first use. */
export interface TemplateContext {
  kind: TemplateKind;
  now: number;
  /** The channel's Kick username. */
  channel: string;
  /** The channel owner's language: what a variable words itself ({followage}); English if unset. */
  language?: Language;
  /** Who typed the command (commands only); the playground's made-up viewer has no Kick id. */
  sender?: { username: string; kickUserId?: string };
  /** The words after the trigger. */
  args: string[];
  /** This command's usage count, this use included. */
  count?: number;
  alert?: AlertFields;
  stream(): Promise<StreamSnapshot>;
  song(): Promise<string>;
  /** Follows and chatters Kyo saw in this channel ({followage}, {followers}, {chatters}). */
  audience?: AudienceView;
  /** `{count name}`: a counter's value (the viewer games), or null when there is none. */
  counter?: (name: string) => Promise<number | null>;
  /** [0, 1) */
  random(): number;
}

/** A template variable: `{name}` or `{name args}`. One small file each, under variables/. */
export interface TemplateVariable {
  name: string;
  description: string;
  resolve(ctx: TemplateContext, args: string): string | Promise<string>;
}

export interface RenderResult {
  text: string;
  /** Each variable the template used, once, with its value (the playground shows them). */
  values: Array<{ name: string; value: string }>;
}

const TOKEN = /\{\{|\}\}|\{([a-z0-9_]+)(?:\s+([^{}]*))?\}/gi;

/**
 * Renders `{variable args}` tokens; `{{` and `}}` are literal braces. Variables are resolved
 * once each (a template using {viewers} twice asks Kick once). A token that is not a known
 * variable stays as typed: saving already refused unknown variables for this template kind.
 */
export async function renderTemplate(
  template: string,
  ctx: TemplateContext,
  variables: ReadonlyMap<string, TemplateVariable>,
): Promise<RenderResult> {
  const resolved = new Map<string, string>();
  const values: RenderResult['values'] = [];
  for (const match of template.matchAll(TOKEN)) {
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    const args = (match[2] ?? '').trim();
    const key = `${name} ${args}`;
    const variable = variables.get(name);
    if (!variable || resolved.has(key)) continue;
    const value = await variable.resolve(ctx, args);
    resolved.set(key, value);
    values.push({ name: args ? `${name} ${args}` : name, value });
  }
  const text = template.replace(TOKEN, (whole, name?: string, args?: string) => {
    if (whole === '{{') return '{';
    if (whole === '}}') return '}';
    return resolved.get(`${name!.toLowerCase()} ${(args ?? '').trim()}`) ?? whole;
  });
  return { text, values };
}
