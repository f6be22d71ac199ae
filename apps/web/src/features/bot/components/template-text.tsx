import { templateTokens } from '@kyo/contracts';

/** A template as text, its `{variables}` tinted so they stand out from the words around them. */
export function TemplateText({ template }: { template: string }) {
  const parts: Array<{ text: string; token: boolean }> = [];
  let position = 0;
  for (const token of templateTokens(template)) {
    if (token.start > position)
      parts.push({ text: template.slice(position, token.start), token: false });
    parts.push({ text: template.slice(token.start, token.end), token: true });
    position = token.end;
  }
  if (position < template.length) parts.push({ text: template.slice(position), token: false });
  return (
    <>
      {parts.map((part, index) =>
        part.token ? (
          <span key={index} className="font-mono text-[0.92em] text-brand-300">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
