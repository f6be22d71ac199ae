import { TtsError } from './tts-engine';

export interface SpeechPoolOptions {
  /** Engine processes at once on this node. */
  size: number;
  /** Jobs one channel may have waiting; more are refused (`busy`). */
  perChannel: number;
}

/** espeak-ng's processes on a node of two cores: the app thread keeps a core of its own. */
export const SPEECH_POOL: SpeechPoolOptions = { size: 2, perChannel: 10 };

/**
 * The engine's processes on this node, bounded (issue 40: twenty previews at once were twenty
 * processes and a 1.1 s health check). What cannot start at once waits in its channel's queue,
 * and the channels take turns, so one channel's burst (a held-down "Hear it", forty alerts
 * replayed) only delays that channel's own speech. Not shared between nodes: each node has its
 * own cores to protect.
 */
export class SpeechPool {
  private active = 0;
  /** Waiting jobs per channel; the map's order is the turn order (a served channel goes last). */
  private readonly queues = new Map<string, Array<() => void>>();

  constructor(private readonly options: SpeechPoolOptions = SPEECH_POOL) {}

  /** Engine processes running now. */
  get running(): number {
    return this.active;
  }

  run<T>(channel: string, job: () => Promise<T>): Promise<T> {
    if (this.active < this.options.size && this.queues.size === 0) return this.start(job);
    const queue = this.queues.get(channel) ?? [];
    if (queue.length >= this.options.perChannel)
      return Promise.reject(new TtsError('busy', 'Too many messages are waiting to be spoken'));
    return new Promise<T>((resolve, reject) => {
      queue.push(() => void this.start(job).then(resolve, reject));
      this.queues.set(channel, queue);
    });
  }

  private async start<T>(job: () => Promise<T>): Promise<T> {
    this.active += 1;
    try {
      return await job();
    } finally {
      this.active -= 1;
      this.next();
    }
  }

  /** A process ended: the channel whose turn it is starts its oldest job, then goes last. */
  private next(): void {
    const turn = this.queues.entries().next();
    if (turn.done || this.active >= this.options.size) return;
    const [channel, queue] = turn.value;
    const job = queue.shift()!;
    this.queues.delete(channel);
    if (queue.length > 0) this.queues.set(channel, queue);
    job();
  }
}
