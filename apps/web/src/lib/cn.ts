/**
 * Joins class names, skipping falsy ones; when two Tailwind classes set the same property, the
 * later one wins (a caller's `hidden sm:inline-flex` overrides a component's `inline-flex`).
 *
 * What tailwind-merge does, for the utilities this app's stylesheet has, in about a tenth of its
 * size: it was 8.6 kB gzip of the dashboard's first load (decision 017). cn.test.ts holds this to
 * tailwind-merge's answer for every pair of classes in the built stylesheet; a class it cannot
 * place is kept, never dropped.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  const tokens = classes.filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    const parsed = parse(token);
    if (!parsed) {
      kept.push(token);
      continue;
    }
    const [variant, group] = parsed;
    if (taken.has(variant + group)) continue;
    taken.add(variant + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(variant + other);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

/** Variants where order changes the selector, so they are not sorted (as tailwind-merge does). */
const ORDERED_VARIANTS = new Set(['*', '**', 'after', 'backdrop', 'before', 'details-content']);
for (const variant of ['file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection'])
  ORDERED_VARIANTS.add(variant);

/** `[variant key, property group]`, or undefined for a class that is not a known utility. */
function parse(token: string): [string, string] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let utility = token.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '');
  const group = groupOf(utility.replace(/^-/, ''));
  if (!group) return undefined;
  return [sortVariants(parts).join(':') + (important ? '!' : '') + ':', group];
}

function sortVariants(variants: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDERED_VARIANTS.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()];
}

const EXACT: Record<string, string> = {
  block: 'display',
  inline: 'display',
  'inline-block': 'display',
  'inline-flex': 'display',
  flex: 'display',
  grid: 'display',
  hidden: 'display',
  table: 'display',
  contents: 'display',
  static: 'position',
  fixed: 'position',
  absolute: 'position',
  relative: 'position',
  sticky: 'position',
  visible: 'visibility',
  invisible: 'visibility',
  'sr-only': 'sr',
  italic: 'font-style',
  uppercase: 'text-transform',
  antialiased: 'font-smoothing',
  truncate: 'text-overflow',
  'tabular-nums': 'numeric-spacing',
  underline: 'text-decoration',
  'line-through': 'text-decoration',
  container: 'container',
  transform: 'transform',
  filter: 'filter',
  transition: 'transition',
  grow: 'grow',
  shrink: 'shrink',
  'divide-x': 'divide-x',
  'divide-y': 'divide-y',
  resize: 'resize',
  blur: 'blur',
  invert: 'invert',
  'backdrop-blur': 'backdrop-blur',
  '@container': 'container-type',
  border: 'border-w',
  'border-collapse': 'border-collapse',
  'border-dashed': 'border-style',
  outline: 'outline-w',
  'outline-none': 'outline-style',
  'outline-dashed': 'outline-style',
  ring: 'ring-w',
  'ring-inset': 'ring-inset',
  shadow: 'shadow',
  rounded: 'rounded',
  'flex-1': 'flex',
  'flex-wrap': 'flex-wrap',
  'flex-row': 'flex-direction',
  'flex-row-reverse': 'flex-direction',
  'flex-col': 'flex-direction',
  'flex-col-reverse': 'flex-direction',
  'bg-transparent': 'bg-color',
};

/** Families whose group is their prefix, whatever the value (`pt-4`, `max-w-[65ch]`, `z-10`). */
const PREFIXED =
  /^(p[xytrbl]?|m[xytrbl]?|gap(?:-[xy])?|w|h|size|min-[wh]|max-[wh]|z|top|right|bottom|left|inset(?:-[xy])?|opacity|order|leading|tracking|duration|ease|animate|cursor|pointer-events|select|space-[xy]|grid-cols|col-span|origin|aspect|accent|scroll-mt|line-clamp|underline-offset|outline-offset|translate-[xy]|rotate|scale|object|whitespace|list|align|self|items|justify-self|justify|overflow(?:-[xy])?|field-sizing|backdrop-blur|blur|from|via|to|touch|resize|appearance|grow|shrink|decoration|transition|divide-[xy]|break)-(.+)$/;

const FONT_SIZE = /^(xs|sm|base|lg|\d?xl|\[[\d.]+(?:px|r?em)\])$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const SHADOW_SIZE = /^(2xs|xs|sm|md|lg|xl|2xl|none|\[.*\])$/;
const WIDTH = /^(\d+|px|\[[\d.]+px\])$/;

function groupOf(utility: string): string | undefined {
  // An arbitrary property, `[--name:value]`: grouped by its property.
  const property = /^\[([\w-]+):.+\]$/.exec(utility);
  if (property) return `[${property[1]}]`;
  const exact = EXACT[utility];
  if (exact) return exact;
  const prefixed = PREFIXED.exec(utility);
  if (prefixed) {
    const [, family, value] = prefixed;
    if (family === 'divide-x' || family === 'divide-y')
      return WIDTH.test(value!) ? family : undefined;
    return family;
  }
  const [, head, rest = ''] = /^([a-z]+)(?:-(.*))?$/.exec(utility) ?? [];
  switch (head) {
    case 'text':
      if (FONT_SIZE.test(rest)) return 'font-size';
      return TEXT_ALIGN.test(rest) ? 'text-align' : 'text-color';
    case 'font':
      return /^(mono|sans|serif)$/.test(rest) ? 'font-family' : 'font-weight';
    case 'bg':
      // tailwind-merge reads v3's `bg-gradient-to-*` as a colour (v4 names it bg-linear-to-*).
      if (/^\[(?:repeating-)?(?:linear|radial|conic)-gradient/.test(rest)) return 'bg-image';
      return /^\[(?:length|size):/.test(rest) ? 'bg-size' : 'bg-color';
    case 'rounded': {
      const side = /^([tblrse]{1,2})(?:-|$)/.exec(rest);
      return side ? `rounded-${side[1]}` : 'rounded';
    }
    case 'border': {
      const side = /^([xytrbl])(?:-(.*))?$/.exec(rest);
      if (side)
        return side[2] === undefined || WIDTH.test(side[2])
          ? `border-w-${side[1]}`
          : 'border-color';
      return WIDTH.test(rest) ? 'border-w' : 'border-color';
    }
    case 'outline':
      return WIDTH.test(rest) ? 'outline-w' : 'outline-color';
    case 'ring':
      return WIDTH.test(rest) ? 'ring-w' : 'ring-color';
    case 'shadow':
      return SHADOW_SIZE.test(rest) ? 'shadow' : 'shadow-color';
    case 'divide':
      return 'divide-color';
    default:
      return undefined;
  }
}

/** What a later class of a group also overrides (tailwind-merge's conflicting class groups). */
const CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map(
    (corner) => `rounded-${corner}`,
  ),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
};
