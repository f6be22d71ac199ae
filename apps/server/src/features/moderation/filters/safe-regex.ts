import { RegExpParser, type AST } from '@eslint-community/regexpp';

/**
 * A streamer's regular expression runs on every chat line of their channel, on the server every
 * channel shares. JavaScript's engine backtracks, so an expression like `(a+)+$` or `\w*\w*x`
 * could hold the server for seconds on one crafted line. Linear-time engines were measured here
 * first (decision 022): re2-wasm cannot free a compiled expression (its fixed 16 MB heap aborts
 * the process after ~20,000 compilations), re2js costs 11-23 µs a line for 20 expressions, V8's
 * experimental linear engine refuses the `i` and `u` flags. So an expression is accepted only
 * in a subset that cannot backtrack without bound, checked on its syntax tree:
 *
 * - no back-references and no lookaround (`(?=`, `(?<=`…);
 * - a repetition (`*`, `+`, `{n,m}`) applies to one character, class or escape, or to a group of
 *   single characters without choices (`(?:ha)+`), never to a group with a choice or a repetition
 *   inside (`(a|b)*`, `(a+)+`: exponential);
 * - two long repetitions (unbounded, or more than 10) that could eat the same characters are not
 *   next to each other unless something required between them stops the first (`\w+\s+\w+` is
 *   fine, `\w+\d+` and `.*x.*` are not: polynomial).
 *
 * What remains costs at most a few hundred thousand steps on a 500-character line (Kick's limit),
 * well under a millisecond.
 */

export type RegexCheck = { ok: true } | { ok: false; reason: string };

const parser = new RegExpParser({ ecmaVersion: 2025 });
const LONG = 10;

/** A set of characters, as far as this check needs: exact ranges, or "could be anything". */
type CharSet = { any: true } | { any: false; ranges: Array<[number, number]> };
const ANY: CharSet = { any: true };
const DIGITS: Array<[number, number]> = [[48, 57]];
const WORD: Array<[number, number]> = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];
const SPACE: Array<[number, number]> = [
  [9, 13],
  [32, 32],
  [160, 160],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

class Refused extends Error {}

export function checkExpression(source: string): RegexCheck {
  let pattern: AST.Pattern;
  try {
    pattern = parser.parsePattern(source, 0, source.length, { unicode: true });
  } catch (error) {
    return {
      ok: false,
      reason: `it is not a valid regular expression (${(error as Error).message})`,
    };
  }
  try {
    for (const alternative of pattern.alternatives) checkSequence(alternative.elements);
    return { ok: true };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  }
}

interface Item {
  set: CharSet;
  /** Matches at least one character. */
  required: boolean;
  /** Can eat many characters (an unbounded or long repetition). */
  long: boolean;
}

function checkSequence(elements: readonly AST.Element[]): Item[] {
  const items = elements.flatMap((element) => itemsOf(element));
  // Each long repetition against the long ones after it, until a required item it cannot eat.
  for (let i = 0; i < items.length; i++) {
    const first = items[i]!;
    if (!first.long) continue;
    for (let j = i + 1; j < items.length; j++) {
      const next = items[j]!;
      if (next.long && intersects(first.set, next.set))
        throw new Refused(
          'two repetitions next to each other can match the same characters (like \\w+\\d+ or .*x.*), which makes matching slow',
        );
      if (next.required && !intersects(first.set, next.set)) break;
    }
  }
  return items;
}

function itemsOf(element: AST.Element): Item[] {
  switch (element.type) {
    case 'Assertion':
      if (element.kind === 'lookahead' || element.kind === 'lookbehind')
        throw new Refused('lookaround ((?=…), (?!…), (?<=…), (?<!…)) is not supported');
      return [];
    case 'Backreference':
      throw new Refused('back-references (\\1, \\k<name>) are not supported');
    case 'Character':
    case 'CharacterSet':
    case 'CharacterClass':
    case 'ExpressionCharacterClass':
      return [{ set: setOf(element), required: true, long: false }];
    case 'Group':
    case 'CapturingGroup':
      return groupItems(element);
    case 'Quantifier':
      return [quantified(element)];
  }
}

function groupItems(group: AST.Group | AST.CapturingGroup): Item[] {
  if (group.alternatives.length === 1) return checkSequence(group.alternatives[0]!.elements);
  // A choice: each branch on its own, then the whole as one item that may eat what any can.
  const branches = group.alternatives.map((alternative) => checkSequence(alternative.elements));
  const all = branches.flat();
  return [
    {
      set: union(all.map((item) => item.set)),
      required: branches.every((items) => items.some((item) => item.required)),
      long: all.some((item) => item.long),
    },
  ];
}

function quantified(quantifier: AST.Quantifier): Item {
  const element = quantifier.element;
  const long = quantifier.max > LONG;
  const required = quantifier.min > 0;
  if (element.type === 'Group' || element.type === 'CapturingGroup') {
    const simple =
      element.alternatives.length === 1 &&
      element.alternatives[0]!.elements.every(
        (e) => e.type === 'Character' || e.type === 'CharacterSet' || e.type === 'CharacterClass',
      );
    if (!simple)
      throw new Refused(
        'a repeated group with a choice or a repetition inside (like (a|b)+ or (a+)+) can make matching very slow; repeat single characters or classes instead',
      );
    const sets = element.alternatives[0]!.elements.map((e) => setOf(e as AST.Character));
    return { set: union(sets), required, long };
  }
  if (element.type === 'Assertion') throw new Refused('lookaround is not supported');
  if (element.type === 'Backreference')
    throw new Refused('back-references (\\1, \\k<name>) are not supported');
  return { set: setOf(element), required, long };
}

function setOf(
  node: AST.Character | AST.CharacterSet | AST.CharacterClass | AST.ExpressionCharacterClass,
): CharSet {
  if (node.type === 'Character') return { any: false, ranges: withCases(node.value, node.value) };
  if (node.type === 'CharacterSet') {
    if (node.kind === 'any' || node.kind === 'property' || node.negate) return ANY;
    return {
      any: false,
      ranges: node.kind === 'digit' ? DIGITS : node.kind === 'word' ? WORD : SPACE,
    };
  }
  if (node.type === 'ExpressionCharacterClass' || node.negate || node.unicodeSets) return ANY;
  const ranges: Array<[number, number]> = [];
  for (const part of node.elements) {
    if (part.type === 'Character') ranges.push(...withCases(part.value, part.value));
    else if (part.type === 'CharacterClassRange')
      ranges.push(...withCases(part.min.value, part.max.value));
    else {
      const set = setOf(part);
      if (set.any) return ANY;
      ranges.push(...set.ranges);
    }
  }
  return { any: false, ranges };
}

/** Lines are matched case-insensitively: a range stands for its other case too. */
function withCases(min: number, max: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [[min, max]];
  if (max - min > 200) return ranges.concat([[0, 0x10ffff]]);
  for (let code = min; code <= max; code++) {
    const char = String.fromCodePoint(code);
    for (const other of [char.toLowerCase(), char.toUpperCase()]) {
      const value = other.codePointAt(0)!;
      if (other.length <= 2 && value !== code) ranges.push([value, value]);
    }
  }
  return ranges;
}

function union(sets: readonly CharSet[]): CharSet {
  if (sets.some((set) => set.any)) return ANY;
  return { any: false, ranges: sets.flatMap((set) => (set.any ? [] : set.ranges)) };
}

function intersects(a: CharSet, b: CharSet): boolean {
  if (a.any || b.any) return true;
  return a.ranges.some(([aMin, aMax]) =>
    b.ranges.some(([bMin, bMax]) => aMin <= bMax && bMin <= aMax),
  );
}
