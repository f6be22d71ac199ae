/**
 * Which catalogue entry a message is. The catalogue is keyed by English text, where `{name}`
 * stands for any value (a command name, a number); a message as the server or a schema wrote it
 * is an exact key, or a template's key with its values put in. Free of the catalogue itself (the
 * keys come in), so the web app finds a message's entry among the keys of its `messages`
 * namespace without a second copy of the tables.
 */
export interface MessageMatch {
  key: string;
  /** The template's values as the message had them (empty for an exact key). */
  values: Record<string, string>;
}

interface Template {
  key: string;
  pattern: RegExp;
  /** How much of the key is fixed text. */
  literal: number;
}

/** A matcher over these keys: the exact key, else the most specific template that matches. */
export function messageMatcher(keys: Iterable<string>): (message: string) => MessageMatch | null {
  const exact = new Set<string>();
  const templates: Template[] = [];
  for (const key of keys) {
    if (!key.includes('{')) {
      exact.add(key);
      continue;
    }
    // A value named twice is the same value twice (a backreference: a group name is unique).
    const named = new Set<string>();
    const source = key
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (named.has(name)) return `\\k<${name}>`;
        named.add(name);
        return `(?<${name}>.+?)`;
      })
      .join('');
    templates.push({
      key,
      pattern: new RegExp(`^${source}$`, 's'),
      literal: key.replace(/\{\w+\}/g, '').length,
    });
  }
  // The most specific template first: "Kick is not answering ({status}): …" before "{platform} …".
  templates.sort((a, b) => b.literal - a.literal);
  return (message) => {
    if (exact.has(message)) return { key: message, values: {} };
    for (const { key, pattern } of templates) {
      const groups = pattern.exec(message)?.groups;
      if (groups) return { key, values: { ...groups } };
    }
    return null;
  };
}
