import type { Redis } from 'ioredis';
import type {
  SharedStreams,
  StreamEntry,
  StreamHead,
} from '../../features/realtime/shared-streams';

/**
 * A widget's stream in Redis: a hash `{epoch, seq}` and a capped list of its last events
 * (`"seq at test body"`), both expiring when nothing happens for the replay age; plus one short
 * key per event that says which number it got, so every node that delivers the same event is
 * answered the same number (decision record 015). Each call is one script: atomic, one round trip.
 */
const OPEN = `
local epoch = redis.call('HGET', KEYS[1], 'epoch')
if not epoch then
  epoch = ARGV[1]
  redis.call('HSET', KEYS[1], 'epoch', epoch, 'seq', ARGV[2])
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return {epoch, redis.call('HGET', KEYS[1], 'seq'), redis.call('LRANGE', KEYS[2], 0, -1)}
`;

const APPEND = `
local known = redis.call('GET', KEYS[3])
local epoch = redis.call('HGET', KEYS[1], 'epoch')
if known and epoch then return {epoch, known} end
if not epoch then
  epoch = ARGV[1]
  redis.call('HSET', KEYS[1], 'epoch', epoch, 'seq', ARGV[2])
end
local seq = redis.call('HINCRBY', KEYS[1], 'seq', 1)
local floor = tonumber(ARGV[2])
if epoch == ARGV[1] and seq <= floor then
  seq = floor + 1
  redis.call('HSET', KEYS[1], 'seq', seq)
end
redis.call('RPUSH', KEYS[2], seq .. ' ' .. ARGV[3])
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[4]), -1)
redis.call('SET', KEYS[3], seq, 'PX', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return {epoch, tostring(seq)}
`;

interface StreamCommands {
  kyoStreamOpen(
    head: string,
    log: string,
    epoch: string,
    floor: number,
    ttlMs: number,
  ): Promise<[string, string, string[]]>;
  kyoStreamAppend(
    head: string,
    log: string,
    eventKey: string,
    epoch: string,
    floor: number,
    entry: string,
    capacity: number,
    ttlMs: number,
  ): Promise<[string, string]>;
}

function parseEntry(raw: string): StreamEntry | null {
  const [seq, at, test] = raw.split(' ', 3);
  const offset = `${seq} ${at} ${test} `.length;
  if (seq === undefined || at === undefined || test === undefined) return null;
  return { seq: Number(seq), at: Number(at), test: test === '1', body: raw.slice(offset) };
}

export class RedisOverlayStreams implements SharedStreams {
  private readonly commands: StreamCommands;

  constructor(
    redis: Redis,
    private readonly options: { capacity: number; maxAgeMs: number },
  ) {
    redis.defineCommand('kyoStreamOpen', { numberOfKeys: 2, lua: OPEN });
    redis.defineCommand('kyoStreamAppend', { numberOfKeys: 3, lua: APPEND });
    this.commands = redis as unknown as StreamCommands;
  }

  async open(
    widgetId: string,
    epoch: string,
    floor: number,
  ): Promise<StreamHead & { entries: StreamEntry[] }> {
    const [gotEpoch, seq, raw] = await this.commands.kyoStreamOpen(
      `kyo:w:{${widgetId}}`,
      `kyo:w:{${widgetId}}:log`,
      epoch,
      floor,
      this.options.maxAgeMs,
    );
    const entries = raw.map(parseEntry).filter((entry): entry is StreamEntry => entry !== null);
    return { epoch: gotEpoch, seq: Number(seq), entries };
  }

  async append(
    widgetId: string,
    eventKey: string,
    entry: Omit<StreamEntry, 'seq'>,
    epoch: string,
    floor: number,
  ): Promise<StreamHead> {
    const [gotEpoch, seq] = await this.commands.kyoStreamAppend(
      `kyo:w:{${widgetId}}`,
      `kyo:w:{${widgetId}}:log`,
      `kyo:w:{${widgetId}}:e:${eventKey}`,
      epoch,
      floor,
      `${entry.at} ${entry.test ? 1 : 0} ${entry.body}`,
      this.options.capacity,
      this.options.maxAgeMs,
    );
    return { epoch: gotEpoch, seq: Number(seq) };
  }
}
