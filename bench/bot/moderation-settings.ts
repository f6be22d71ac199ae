import type { FastifyInstance } from 'fastify';
import type { ModerationRuleId, RuleUpdate } from '@kyo/contracts';
import { bearer } from '../../apps/server/test/factories';
import { median } from './stats';

/**
 * The moderation scenario's channel setup (issue 31): every rule on, 200 banned terms (words,
 * phrases and wildcards) and 20 regular expressions. Flood allows 50 lines in 10 s: the bench's
 * 997 viewers each send about 2 lines a second, which a real chat never does.
 */
const WORDS = Array.from({ length: 170 }, (_, i) => ({
  text: `badword${i}`,
  mode: 'word' as const,
}));
const PHRASES = Array.from({ length: 20 }, (_, i) => ({
  text: `free followers ${i}`,
  mode: 'word' as const,
}));
const WILDCARDS = Array.from({ length: 10 }, (_, i) => ({
  text: `*scam${i}*`,
  mode: 'wildcard' as const,
}));
const EXPRESSIONS = [
  'buy\\s+cheap\\s+views',
  'f+r+e+e\\s+v-?bucks',
  'n[i1]gg',
  's[e3]x\\s*cam',
  'onlyf[a4]ns',
  'c[a4]sh\\s*app',
  'telegram\\s*@',
  'whats\\s*app\\s*\\+',
  'crypto\\s+giveaway',
  'k[i1]ll\\s+yourself',
  'viewbot',
  'cheap\\s+viewers',
  'promo\\s+code\\s+\\w+',
  'dm\\s+me\\s+for',
  'followers?\\s+for\\s+sale',
  'btc\\s+double',
  'steam\\s*gift',
  'nitro\\s+free',
  'primes?\\s+for\\s+sale',
  'r[e3]t[a4]rd',
].map((text) => ({ text, mode: 'regex' as const }));

export const BENCH_RULES: Record<ModerationRuleId, RuleUpdate> = {
  banned_words: {
    enabled: true,
    action: 'delete',
    settings: { terms: [...WORDS, ...PHRASES, ...WILDCARDS, ...EXPRESSIONS] },
  },
  links: {
    enabled: true,
    action: 'delete',
    settings: { allow: ['*.youtube.com', 'kick.com/kyo'] },
  },
  copy_paste: { enabled: true, action: 'delete' },
  flood: { enabled: true, action: 'delete', settings: { maxLines: 50, seconds: 10 } },
  long_message: { enabled: true, action: 'delete' },
  emote_spam: { enabled: true, action: 'delete' },
  caps: { enabled: true, action: 'delete' },
  symbols: { enabled: true, action: 'delete' },
  repetition: { enabled: true, action: 'delete' },
};

/**
 * The 'moderation' scenario of run.ts: every rule on for every channel, switched on before the
 * run and off after, so it alternates with 'chat' on the same app. Answers the switch back off.
 */
export async function withModeration(app: FastifyInstance, tokens: string[]) {
  const set = async (on: boolean) => {
    for (const token of tokens)
      for (const [rule, body] of Object.entries(BENCH_RULES)) {
        const saved = await app.inject({
          method: 'PATCH',
          url: `/api/moderation/rules/${rule}`,
          headers: bearer(token),
          payload: on ? body : { enabled: false },
        });
        if (saved.statusCode !== 200) throw new Error(`moderation failed: ${saved.body}`);
      }
  };
  await set(true);
  return () => set(false);
}

interface Sample {
  db: string;
  rate: number;
  scenario: string;
  busyMicrosPerEvent: number;
}

/** run.ts's table: the app thread per event with every rule on against 'chat', run by run. */
export function printModerationTable(samples: Sample[], databases: string[], rates: number[]) {
  console.log(
    '\n| database | offered ev/s | µs/event without moderation | with | extra µs/event (median of pairs) |',
  );
  console.log('|---|---|---|---|---|');
  for (const kind of databases)
    for (const rate of rates) {
      const of = (scenario: string) =>
        samples.filter((s) => s.db === kind && s.rate === rate && s.scenario === scenario);
      const plain = of('chat');
      const moderated = of('moderation');
      if (plain.length === 0 || moderated.length === 0) continue;
      const extra = moderated.map((w, i) => w.busyMicrosPerEvent - plain[i]!.busyMicrosPerEvent);
      const m = (list: Sample[]) => median(list.map((s) => s.busyMicrosPerEvent));
      console.log(
        `| ${kind} | ${rate} | ${m(plain).toFixed(0)} | ${m(moderated).toFixed(0)} | ${median(extra).toFixed(1)} |`,
      );
    }
}
