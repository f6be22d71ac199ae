import {
  MODERATION_RULES,
  type ChannelEventOf,
  type ModerationRuleId,
  type ModerationSettings,
} from '@kyo/contracts';
import { type BannedWords, type TermInput, compileBannedWords } from './banned-words';
import { fold, foldLight, isPrintableAscii, tokensOf } from './fold';
import {
  type DomainPattern,
  type FoundLink,
  findLinks,
  matchesDomain,
  parseDomainPattern,
} from './links';
import { capitals, lengthOf, longestRun, mostRepeatedWord, ownText, symbols } from './text-rules';

type ChatLine = ChannelEventOf<'chat'>;

const NOT_ALNUM = /[^\p{L}\p{N}]+/gu;

/** A channel's settings, compiled once when they load or change. */
export interface CompiledChannel {
  settings: ModerationSettings;
  /** The rules that are on, in checking order. */
  rules: ModerationRuleId[];
  bannedWords: BannedWords | null;
  allow: DomainPattern[];
  block: DomainPattern[];
  /** Per rule, the lower-case names it leaves alone. */
  exemptNames: Map<ModerationRuleId, Set<string>>;
}

/** Null when no rule is on: the channel's lines then cost one map lookup. */
export function compileChannel(settings: ModerationSettings): CompiledChannel | null {
  // MODERATION_RULES is the checking order.
  const rules = MODERATION_RULES.filter((rule) => settings.rules[rule].enabled);
  if (rules.length === 0) return null;
  const links = settings.rules.links.settings;
  return {
    settings,
    rules,
    bannedWords: rules.includes('banned_words')
      ? compileBannedWords(settings.rules.banned_words.settings.terms)
      : null,
    allow: links.allow.map(parseDomainPattern),
    block: links.block.map(parseDomainPattern),
    exemptNames: new Map(
      rules.map((rule) => [
        rule,
        new Set(settings.rules[rule].exempt.users.map((name) => name.toLowerCase())),
      ]),
    ),
  };
}

/**
 * One chat line as the rules read it. Each reading is computed on first use and shared, so a line
 * that only the caps rule looks at is never folded or searched for links.
 */
export class LineReading {
  private cache: {
    textParts?: string[];
    joined?: string;
    light?: string;
    own?: string;
    terms?: Required<TermInput>;
    links?: FoundLink[];
    copyKey?: string;
  } = {};

  constructor(readonly line: ChatLine) {}

  /** The text parts (emote tokens out). */
  get textParts(): string[] {
    let parts = this.cache.textParts;
    if (!parts) {
      parts = [];
      for (const part of this.line.parts) if (part.kind === 'text') parts.push(part.text);
      this.cache.textParts = parts;
    }
    return parts;
  }

  /** The text parts joined by spaces. */
  get joined(): string {
    const parts = this.textParts;
    return (this.cache.joined ??= parts.length === 1 ? parts[0]! : parts.join(' '));
  }

  /** Lower case, invisible characters out, accents kept (links, expressions). */
  get light(): string {
    return (this.cache.light ??= foldLight(this.joined));
  }

  /** The viewer's own words: emotes and mentions out (caps, symbols, repetition). */
  get own(): string {
    return (this.cache.own ??= ownText(this.textParts));
  }

  /** The line folded once (banned words, repetition, copy-paste), with its tokens. */
  get terms(): Required<TermInput> {
    let terms = this.cache.terms;
    if (!terms) {
      const joined = this.joined;
      // Printable ASCII folds to its lower case, which `light` already is.
      const folded = isPrintableAscii(joined) ? this.light : fold(joined);
      terms = { folded, light: this.light, tokens: tokensOf(folded) };
      this.cache.terms = terms;
    }
    return terms;
  }

  get links(): FoundLink[] {
    return (this.cache.links ??= findLinks(this.light));
  }

  get emotes(): number {
    let count = 0;
    for (const part of this.line.parts) if (part.kind === 'emote') count++;
    return count;
  }

  /** Characters, an emote counting as one. */
  get length(): number {
    let length = this.emotes;
    for (const text of this.textParts) length += lengthOf(text);
    return length;
  }

  /** The line folded to its letters and digits (emotes left out): what a copy-paste raid repeats. */
  get copyKey(): string {
    return (this.cache.copyKey ??= this.terms.tokens.join('').replace(NOT_ALNUM, ''));
  }
}

/**
 * The rules that need no memory of other lines: whether this line breaks `rule`. `carried`: the
 * sites the line's command carries legitimately (`!sr` with a Spotify link), which the Links
 * rule lets through unless the block list names them.
 */
export function breaks(
  rule: ModerationRuleId,
  channel: CompiledChannel,
  line: LineReading,
  carried: readonly DomainPattern[] | null = null,
): boolean {
  const rules = channel.settings.rules;
  switch (rule) {
    case 'banned_words':
      return channel.bannedWords?.matches(line.terms) ?? false;
    case 'links': {
      const links = line.links;
      if (links.length === 0) return false;
      const { blockOthers } = rules.links.settings;
      return links.some(
        (link) =>
          matchesDomain(link, channel.block) ||
          (blockOthers &&
            !matchesDomain(link, channel.allow) &&
            !(carried && matchesDomain(link, carried))),
      );
    }
    case 'long_message':
      return line.length > rules.long_message.settings.maxLength;
    case 'emote_spam':
      return line.emotes > rules.emote_spam.settings.maxEmotes;
    case 'caps': {
      const { percent, minLength } = rules.caps.settings;
      const { letters, upper } = capitals(line.own);
      return letters >= minLength && upper * 100 >= percent * letters;
    }
    case 'symbols': {
      const { percent, minLength } = rules.symbols.settings;
      const counted = symbols(line.own);
      return (
        counted.characters >= minLength && counted.symbols * 100 >= percent * counted.characters
      );
    }
    case 'repetition': {
      const { maxCharRepeat, maxWordRepeat } = rules.repetition.settings;
      const own = line.own;
      if (longestRun(own) >= maxCharRepeat) return true;
      return mostRepeatedWord(line.terms.tokens) >= maxWordRepeat;
    }
    case 'flood':
    case 'copy_paste':
      return false;
  }
}

/** Whether a link the line has is only on the block list's side (a permit never covers those). */
export function hasBlockedLink(channel: CompiledChannel, line: LineReading): boolean {
  return line.links.some((link) => matchesDomain(link, channel.block));
}
