import { templateTokens } from '@kyo/contracts';

export interface ExampleSegment {
  text: string;
  /** `value`: a variable filled in; `unknown`: a token no variable answers (left as typed). */
  kind: 'text' | 'value' | 'unknown';
  variable?: string;
}

export type SampleValues = Readonly<Record<string, string | ((args: string) => string)>>;

const unescapeBraces = (text: string) => text.replace(/\{\{/g, '{').replace(/\}\}/g, '}');

/**
 * Fills a template with sample values the way the server fills it with real ones: `{name args}`
 * tokens from `templateTokens`, `{{`/`}}` as literal braces, an unknown token left as typed.
 * Segments, not a string, so the preview can highlight what came from a variable.
 */
export function renderExample(
  template: string,
  samples: SampleValues,
  allowed: readonly string[],
): ExampleSegment[] {
  const known = new Set(allowed);
  const segments: ExampleSegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ text, kind: 'text' });
  };
  let position = 0;
  for (const token of templateTokens(template)) {
    pushText(unescapeBraces(template.slice(position, token.start)));
    const sample = samples[token.name];
    if (known.has(token.name) && sample !== undefined) {
      const text = typeof sample === 'function' ? sample(token.args) : sample;
      segments.push({ text, kind: 'value', variable: token.name });
    } else {
      segments.push({
        text: template.slice(token.start, token.end),
        kind: 'unknown',
        variable: token.name,
      });
    }
    position = token.end;
  }
  pushText(unescapeBraces(template.slice(position)));
  return segments;
}

export const exampleText = (segments: ExampleSegment[]) => segments.map((s) => s.text).join('');
