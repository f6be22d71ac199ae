/**
 * Template variables, shared by the bot editor (which flags unknown ones before saving) and the
 * server (which refuses them). `{name}` or `{name args}`; `{{` and `}}` are literal braces.
 */
export const COMMAND_VARIABLES = [
  'user',
  'touser',
  'args',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'channel',
  'uptime',
  'viewers',
  'title',
  'category',
  'count',
  'random',
  'song',
  'followage',
  'followers',
  'chatters',
] as const;

export const TIMER_VARIABLES = [
  'channel',
  'uptime',
  'viewers',
  'title',
  'category',
  'random',
  'song',
  'followers',
  'chatters',
] as const;

export const ALERT_TYPES = [
  'follow',
  'subscription',
  'resubscription',
  'gifted_subscriptions',
  'kicks_gifted',
  'stream_live',
  'stream_offline',
  'first_chat',
  'first_chat_stream',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

const common = [
  'channel',
  'title',
  'category',
  'viewers',
  'uptime',
  'random',
  'followers',
  'chatters',
] as const;
export const ALERT_VARIABLES: Record<AlertType, readonly string[]> = {
  follow: ['name', ...common],
  subscription: ['name', 'months', ...common],
  resubscription: ['name', 'months', ...common],
  gifted_subscriptions: ['name', 'gifter', 'count', ...common],
  kicks_gifted: ['name', 'amount', 'gift', 'message', ...common],
  stream_live: ['title', 'category', ...common],
  stream_offline: ['uptime', ...common],
  first_chat: ['name', ...common],
  first_chat_stream: ['name', ...common],
};
/** Greetings for a viewer's first chat line (ever, or this stream): off until turned on. */
export const GREETING_ALERTS: readonly AlertType[] = ['first_chat', 'first_chat_stream'];

export interface TemplateToken {
  name: string;
  args: string;
  start: number;
  end: number;
}

/** The `{variable args}` tokens of a template, in order. `{{`/`}}` escape braces. */
export function templateTokens(template: string): TemplateToken[] {
  const tokens: TemplateToken[] = [];
  const pattern = /\{\{|\}\}|\{([a-z0-9_]+)(?:\s+([^{}]*))?\}/gi;
  for (const match of template.matchAll(pattern)) {
    if (match[0] === '{{' || match[0] === '}}') continue;
    tokens.push({
      name: match[1]!.toLowerCase(),
      args: (match[2] ?? '').trim(),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens;
}

/**
 * `{count name}`: a counter's value (the viewer games), in every template. Bare `{count}` keeps
 * its meaning where it has one (a command's uses, the gifted subs of the gift alert).
 */
export const isCounterToken = (token: Pick<TemplateToken, 'name' | 'args'>) =>
  token.name === 'count' && token.args !== '';

/** Variables a template uses that are not in `allowed` (case-insensitive), without repeats. */
export function unknownVariables(template: string, allowed: readonly string[]): string[] {
  const known = new Set(allowed.map((v) => v.toLowerCase()));
  return [
    ...new Set(
      templateTokens(template)
        .filter((t) => !known.has(t.name) && !isCounterToken(t))
        .map((t) => t.name),
    ),
  ];
}
