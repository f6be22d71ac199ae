import type { Redis } from 'ioredis';
import type {
  SharedStreams,
  StreamEntry,
  StreamHead,
} from '../../features/realtime/shared-streams';

/**
 * A widget's stream in Redis: a hash `kyo:w:{id}` `{epoch, seq}` and a capped list of its last
 * events (`"seq at test body"`), both expiring when nothing happens for the replay age; plus one
 * short key per event that says which number it got, so every node that delivers the same event
 * is answered the same number. A hash per user, `kyo:wu:{user}`, names the widgets whose streams
 * are open on some node (`"seenAtMs|kind,kind"`), so a node numbers a channel event into every
 * open stream of the user, including those whose sources are on a node that just died (decision
 * record 015). A hash per user, `kyo:wx:{user}`, keeps the refs of cancelled events (a refunded
 * redemption's alert) for the replay age, so no node replays them. Each call is one script:
 * atomic, one round trip.
 */
const STREAM_FUNCTIONS = `
local function stream_keys(id)
  local head = 'kyo:w:{' .. id .. '}'
  return head, head .. ':log'
end

-- Numbers one event for one widget, once per event key; makes a lost stream again above floor.
local function append(id, event_key, entry, epoch_if_new, floor, capacity, ttl)
  local head, log = stream_keys(id)
  local key = head .. ':e:' .. event_key
  local known = redis.call('GET', key)
  local epoch = redis.call('HGET', head, 'epoch')
  if known and epoch then return epoch, tonumber(known) end
  if not epoch then
    epoch = epoch_if_new
    redis.call('HSET', head, 'epoch', epoch, 'seq', floor)
  end
  local seq = redis.call('HINCRBY', head, 'seq', 1)
  if epoch == epoch_if_new and seq <= floor then
    seq = floor + 1
    redis.call('HSET', head, 'seq', seq)
  end
  redis.call('RPUSH', log, seq .. ' ' .. entry)
  redis.call('LTRIM', log, -capacity, -1)
  redis.call('SET', key, seq, 'PX', ttl)
  redis.call('PEXPIRE', head, ttl)
  redis.call('PEXPIRE', log, ttl)
  return epoch, seq
end

local function now_ms()
  local time = redis.call('TIME')
  return tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
`;

/** KEYS: user hash, user's cancelled refs. ARGV: widget, epoch if new, floor, ttl, kinds. */
const OPEN = `${STREAM_FUNCTIONS}
local head, log = stream_keys(ARGV[1])
local epoch = redis.call('HGET', head, 'epoch')
if not epoch then
  epoch = ARGV[2]
  redis.call('HSET', head, 'epoch', epoch, 'seq', ARGV[3])
end
redis.call('PEXPIRE', head, ARGV[4])
redis.call('PEXPIRE', log, ARGV[4])
redis.call('HSET', KEYS[1], ARGV[1], now_ms() .. '|' .. ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {epoch, redis.call('HGET', head, 'seq'), redis.call('LRANGE', log, 0, -1),
  redis.call('HKEYS', KEYS[2])}
`;

/** KEYS: user's cancelled refs. ARGV: ref, ttl. */
const CANCEL = `${STREAM_FUNCTIONS}
redis.call('HSET', KEYS[1], ARGV[1], now_ms())
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

/** ARGV: widget, event key, entry, epoch if new, floor, capacity, ttl. */
const APPEND = `${STREAM_FUNCTIONS}
local epoch, seq = append(ARGV[1], ARGV[2], ARGV[3], ARGV[4], tonumber(ARGV[5]),
  tonumber(ARGV[6]), ARGV[7])
return {epoch, tostring(seq)}
`;

/**
 * KEYS: user hash. ARGV: kind, event key, entry, epoch for new streams, capacity, ttl, then
 * (widget, epoch, floor) for each of the calling node's streams of this user.
 */
const APPEND_FOR_USER = `${STREAM_FUNCTIONS}
local ttl = tonumber(ARGV[6])
local mine = {}
for i = 7, #ARGV, 3 do mine[ARGV[i]] = {ARGV[i + 1], tonumber(ARGV[i + 2])} end
local now = now_ms()
local open = redis.call('HGETALL', KEYS[1])
local numbered = {}
for i = 1, #open, 2 do
  local id, value = open[i], open[i + 1]
  local bar = string.find(value, '|', 1, true)
  local seen = tonumber(string.sub(value, 1, bar - 1))
  if seen < now - ttl then
    redis.call('HDEL', KEYS[1], id)
  elseif string.find(',' .. string.sub(value, bar + 1) .. ',', ',' .. ARGV[1] .. ',', 1, true) then
    local own = mine[id]
    local epoch, seq = append(id, ARGV[2], ARGV[3], own and own[1] or ARGV[4], own and own[2] or 0,
      tonumber(ARGV[5]), ttl)
    table.insert(numbered, id)
    table.insert(numbered, epoch)
    table.insert(numbered, tostring(seq))
  end
end
return numbered
`;

/**
 * KEYS: user hash. ARGV: ttl, then (widget, kinds) pairs still open on the calling node: their
 * streams stay (a quiet widget's too) and stay listed.
 */
const TOUCH = `${STREAM_FUNCTIONS}
local now = now_ms()
for i = 2, #ARGV, 2 do
  redis.call('HSET', KEYS[1], ARGV[i], now .. '|' .. ARGV[i + 1])
  local head, log = stream_keys(ARGV[i])
  redis.call('PEXPIRE', head, ARGV[1])
  redis.call('PEXPIRE', log, ARGV[1])
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
`;

interface StreamCommands {
  kyoStreamOpen(
    user: string,
    cancelled: string,
    widgetId: string,
    epoch: string,
    floor: number,
    ttlMs: number,
    kinds: string,
  ): Promise<[string, string, string[], string[]]>;
  kyoStreamCancel(cancelled: string, ref: string, ttlMs: number): Promise<number>;
  kyoStreamAppend(...args: Array<string | number>): Promise<[string, string]>;
  kyoStreamAppendForUser(user: string, ...args: Array<string | number>): Promise<string[]>;
  kyoStreamTouch(user: string, ...args: Array<string | number>): Promise<number>;
}

function parseEntry(raw: string): StreamEntry | null {
  const [seq, at, test] = raw.split(' ', 3);
  if (seq === undefined || at === undefined || test === undefined) return null;
  const offset = `${seq} ${at} ${test} `.length;
  return { seq: Number(seq), at: Number(at), test: test === '1', body: raw.slice(offset) };
}

const entryText = (entry: Omit<StreamEntry, 'seq'>) =>
  `${entry.at} ${entry.test ? 1 : 0} ${entry.body}`;
const userKey = (userId: string) => `kyo:wu:{${userId}}`;
/** The user's cancelled event refs (a refunded redemption's alert), ref → when. */
const cancelledKey = (userId: string) => `kyo:wx:{${userId}}`;

export class RedisOverlayStreams implements SharedStreams {
  private readonly commands: StreamCommands;

  constructor(
    redis: Redis,
    private readonly options: { capacity: number; maxAgeMs: number },
  ) {
    redis.defineCommand('kyoStreamOpen', { numberOfKeys: 2, lua: OPEN });
    redis.defineCommand('kyoStreamCancel', { numberOfKeys: 1, lua: CANCEL });
    redis.defineCommand('kyoStreamAppend', { numberOfKeys: 0, lua: APPEND });
    redis.defineCommand('kyoStreamAppendForUser', { numberOfKeys: 1, lua: APPEND_FOR_USER });
    redis.defineCommand('kyoStreamTouch', { numberOfKeys: 1, lua: TOUCH });
    this.commands = redis as unknown as StreamCommands;
  }

  async open(
    stream: { widgetId: string; userId: string; kinds: readonly string[] },
    epoch: string,
    floor: number,
  ): Promise<StreamHead & { entries: StreamEntry[]; cancelled: string[] }> {
    const [gotEpoch, seq, raw, cancelled] = await this.commands.kyoStreamOpen(
      userKey(stream.userId),
      cancelledKey(stream.userId),
      stream.widgetId,
      epoch,
      floor,
      this.options.maxAgeMs,
      stream.kinds.join(','),
    );
    const entries = raw.map(parseEntry).filter((entry): entry is StreamEntry => entry !== null);
    return { epoch: gotEpoch, seq: Number(seq), entries, cancelled };
  }

  async cancel(userId: string, ref: string): Promise<void> {
    await this.commands.kyoStreamCancel(cancelledKey(userId), ref, this.options.maxAgeMs);
  }

  async append(
    widgetId: string,
    eventKey: string,
    entry: Omit<StreamEntry, 'seq'>,
    epoch: string,
    floor: number,
  ): Promise<StreamHead> {
    const [gotEpoch, seq] = await this.commands.kyoStreamAppend(
      widgetId,
      eventKey,
      entryText(entry),
      epoch,
      floor,
      this.options.capacity,
      this.options.maxAgeMs,
    );
    return { epoch: gotEpoch, seq: Number(seq) };
  }

  async appendForUser(
    userId: string,
    kind: string,
    eventKey: string,
    entry: Omit<StreamEntry, 'seq'>,
    newEpoch: string,
    mine: ReadonlyArray<{ widgetId: string; epoch: string; floor: number }>,
  ): Promise<Map<string, StreamHead>> {
    const numbered = await this.commands.kyoStreamAppendForUser(
      userKey(userId),
      kind,
      eventKey,
      entryText(entry),
      newEpoch,
      this.options.capacity,
      this.options.maxAgeMs,
      ...mine.flatMap((stream) => [stream.widgetId, stream.epoch, stream.floor]),
    );
    const heads = new Map<string, StreamHead>();
    for (let i = 0; i + 2 < numbered.length; i += 3) {
      heads.set(numbered[i]!, { epoch: numbered[i + 1]!, seq: Number(numbered[i + 2]) });
    }
    return heads;
  }

  async touch(
    userId: string,
    streams: ReadonlyArray<{ widgetId: string; kinds: readonly string[] }>,
  ): Promise<void> {
    if (streams.length === 0) return;
    await this.commands.kyoStreamTouch(
      userKey(userId),
      this.options.maxAgeMs,
      ...streams.flatMap((stream) => [stream.widgetId, stream.kinds.join(',')]),
    );
  }
}
