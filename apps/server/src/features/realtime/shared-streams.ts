/** One numbered event of a widget's shared stream, as it was framed for overlays. */
export interface StreamEntry {
  seq: number;
  at: number;
  test: boolean;
  /** The event's JSON (eventBody), framed again by whoever sends it. */
  body: string;
}

export interface StreamHead {
  epoch: string;
  /** The last number given in this stream. */
  seq: number;
}

/** A widget stream as its owner's channel events find it. */
export interface StreamOwner {
  widgetId: string;
  userId: string;
  /** The event kinds the widget shows. */
  kinds: readonly string[];
}

/**
 * Several nodes: every widget's event stream (its epoch, its sequence numbers and the last
 * events for replay) lives in one shared store, so an overlay resumes on any node and each event
 * has one number whichever nodes deliver it (decision record 015). The realtime feature's port;
 * Redis implements it (platform/redis/redis-overlay-streams.ts).
 */
export interface SharedStreams {
  /**
   * The widget's stream with the events it keeps, oldest first; one that does not exist (or has
   * expired) is made with `epoch`, numbering from `floor`. The stream is listed as open for its
   * owner's channel events (until no node touches it for the replay age).
   */
  open(
    stream: StreamOwner,
    epoch: string,
    floor: number,
  ): Promise<StreamHead & { entries: StreamEntry[]; cancelled?: string[] }>;
  /**
   * Events of the user carrying `ref` were cancelled (a refunded redemption's alert): kept for
   * the replay age, and answered by `open` as `cancelled`, so no node replays them.
   */
  cancel(userId: string, ref: string): Promise<void>;
  /**
   * Numbers one event for the widget, once: every node that delivers the event asks with the
   * same `eventKey` and is answered the same number. `epoch` and `floor` (this node's last
   * number) remake a stream the store lost (Redis restarted empty), numbering above `floor`.
   */
  append(
    widgetId: string,
    eventKey: string,
    entry: Omit<StreamEntry, 'seq'>,
    epoch: string,
    floor: number,
  ): Promise<StreamHead>;
  /**
   * Numbers a channel event into every open stream of the user whose widget shows `kind`, on
   * whichever node its sources are (or were, if that node died); answers the numbers by widget.
   * `mine`: this node's streams of the user, to remake any the store lost.
   */
  appendForUser(
    userId: string,
    kind: string,
    eventKey: string,
    entry: Omit<StreamEntry, 'seq'>,
    newEpoch: string,
    mine: ReadonlyArray<{ widgetId: string; epoch: string; floor: number }>,
  ): Promise<Map<string, StreamHead>>;
  /** Keeps this node's open streams listed and kept (a quiet widget's too). */
  touch(userId: string, streams: readonly StreamOwner[]): Promise<void>;
}
