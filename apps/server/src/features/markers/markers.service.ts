import {
  markerTitle,
  vodChapters,
  type Language,
  type MarkerSource,
  type StreamMarker,
  type StreamMarkers,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { HttpError, notFound } from '../../platform/http/http-error';
import type { MarkerRow, MarkersRepo, StreamSpan } from './markers.repo';
import { findMoments } from './moments';

/** At most this many markers per stream (a flood of `!marker` stops here). */
export const MARKERS_PER_STREAM = 500;

export const NOT_LIVE = 'No stream is live: a marker needs a live stream.' as const;

export class NotLive extends Error {
  constructor() {
    super(NOT_LIVE);
  }
}

export const notLiveError = () => new HttpError(409, 'not_live', NOT_LIVE);

export interface MarkerDeps {
  repo: MarkersRepo;
  clock: Clock;
  languageOf(ownerId: string): Promise<Language>;
  /** A marker was made (once, on the node whose insert won): the API's `marker.created`. */
  created(ownerId: string, marker: StreamMarker): void;
}

/** A row as the pages and the API show it, its words in the channel's language. */
export function markerOf(row: MarkerRow, stream: StreamSpan, language: Language): StreamMarker {
  return {
    id: row.id,
    streamId: row.streamId,
    at: row.at.toISOString(),
    offsetSeconds: Math.max(0, Math.round((row.at.getTime() - stream.startedAt.getTime()) / 1000)),
    kind: row.kind,
    title: markerTitle(row, language),
    source: row.source,
    by: row.by,
    value: row.value,
  };
}

/**
 * Stream markers (docs/shoutouts-markers.md): set in the live stream (`!marker`, the button, the
 * API), found in its minutes (`detect`), each once per stream and key (stream_markers_once).
 */
export class MarkerService {
  constructor(private readonly deps: MarkerDeps) {}

  /** A marker now in the channel's live stream; NotLive when there is none. */
  async add(
    ownerId: string,
    input: { title: string; source: MarkerSource; by: string | null; onceKey: string },
  ): Promise<StreamMarker> {
    const stream = await this.deps.repo.openStream(ownerId);
    if (!stream) throw new NotLive();
    if ((await this.deps.repo.count(stream.id)) >= MARKERS_PER_STREAM)
      throw new HttpError(
        409,
        'too_many_markers',
        `At most ${MARKERS_PER_STREAM} markers a stream`,
      );
    const row = await this.deps.repo.insert({
      userId: ownerId,
      streamId: stream.id,
      at: new Date(this.deps.clock.now()),
      kind: 'manual',
      title: input.title,
      source: input.source,
      by: input.by,
      value: null,
      onceKey: input.onceKey,
    });
    const language = await this.deps.languageOf(ownerId);
    if (!row) {
      // The same chat line or request again (another node, a retry): the marker it made.
      const same = (await this.deps.repo.ofStream(stream.id)).find(
        (m) => m.onceKey === input.onceKey,
      );
      return markerOf(same!, stream, language);
    }
    const marker = markerOf(row, stream, language);
    this.deps.created(ownerId, marker);
    return marker;
  }

  async ofStream(ownerId: string, streamId: string): Promise<StreamMarkers> {
    const stream = await this.deps.repo.stream(ownerId, streamId);
    if (!stream) throw notFound('No such stream in this channel.');
    const language = await this.deps.languageOf(ownerId);
    const markers = (await this.deps.repo.ofStream(stream.id)).map((row) =>
      markerOf(row, stream, language),
    );
    return {
      streamId: stream.id,
      startedAt: stream.startedAt.toISOString(),
      markers,
      chapters: vodChapters(markers, language),
    };
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (!(await this.deps.repo.remove(ownerId, id)))
      throw notFound('No such marker in this channel.');
  }

  /**
   * Looks for moments in every open stream's minutes and marks the new ones (a found moment's key
   * is its kind and minute, so a second node or a second run adds nothing). Answers how many.
   */
  async detect(): Promise<number> {
    const now = this.deps.clock.now();
    let made = 0;
    for (const stream of await this.deps.repo.openStreams()) {
      const found = findMoments(
        await this.deps.repo.minutes(stream.id),
        stream.startedAt.getTime(),
        now,
      );
      if (found.length === 0) continue;
      const language = await this.deps.languageOf(stream.userId);
      for (const moment of found) {
        const row = await this.deps.repo.insert({
          userId: stream.userId,
          streamId: stream.id,
          at: new Date(Math.max(moment.minute, stream.startedAt.getTime())),
          kind: moment.kind,
          title: '',
          source: 'auto',
          by: null,
          value: moment.value,
          onceKey: `auto:${moment.kind}:${new Date(moment.minute).toISOString()}`,
        });
        if (!row) continue;
        made++;
        this.deps.created(stream.userId, markerOf(row, stream, language));
      }
    }
    return made;
  }

  /** A stream's markers in a language (the Discord recap). */
  async titlesOf(ownerId: string, streamId: string): Promise<StreamMarker[]> {
    const stream = await this.deps.repo.stream(ownerId, streamId);
    if (!stream) return [];
    const language = await this.deps.languageOf(ownerId);
    return (await this.deps.repo.ofStream(stream.id)).map((row) => markerOf(row, stream, language));
  }
}
