import { z } from 'zod';
import { MARKER_KINDS, MARKER_SOURCES, type StreamMarker } from '../markers';
import { SHOUTOUT_SOURCES, type Shoutout } from '../shoutouts';
import type { ApiChannel, ApiEnvelope } from './envelope';

/** `marker.created` (docs/api.md): a stream marker, as the markers' API shows it. */
export const markerEventDataSchema = z.object({
  marker_id: z.string(),
  stream_id: z.string(),
  at: z.string(),
  offset_seconds: z.number(),
  kind: z.enum(MARKER_KINDS),
  title: z.string(),
  source: z.enum(MARKER_SOURCES),
  by: z.string().nullable(),
  value: z.number().nullable(),
});

/** `shoutout.sent` (docs/api.md): the channel shouted out, as Kick described it then. */
export const shoutoutEventDataSchema = z.object({
  shoutout_id: z.string(),
  target: z.object({
    slug: z.string(),
    broadcaster_user_id: z.number(),
    avatar_url: z.string().nullable(),
    banner_url: z.string().nullable(),
    category: z.string().nullable(),
    title: z.string().nullable(),
    live: z.boolean(),
    url: z.string(),
  }),
  source: z.enum(SHOUTOUT_SOURCES),
  by: z.string().nullable(),
});

/** A marker as the API hands it on: one event per marker (`marker:<id>`). */
export function apiMarkerEventOf(
  marker: StreamMarker,
  channel: ApiChannel,
): ApiEnvelope<'marker.created'> {
  const data: z.infer<typeof markerEventDataSchema> = {
    marker_id: marker.id,
    stream_id: marker.streamId,
    at: marker.at,
    offset_seconds: marker.offsetSeconds,
    kind: marker.kind,
    title: marker.title,
    source: marker.source,
    by: marker.by,
    value: marker.value,
  };
  return {
    id: `marker:${marker.id}`,
    type: 'marker.created',
    created_at: marker.at,
    channel,
    data,
  };
}

/** A shoutout as the API hands it on: one event per shoutout (`shoutout:<id>`). */
export function apiShoutoutEventOf(
  shoutout: Shoutout,
  channel: ApiChannel,
): ApiEnvelope<'shoutout.sent'> {
  const t = shoutout.target;
  const data: z.infer<typeof shoutoutEventDataSchema> = {
    shoutout_id: shoutout.id,
    target: {
      slug: t.slug,
      broadcaster_user_id: t.broadcasterUserId,
      avatar_url: t.avatarUrl,
      banner_url: t.bannerUrl,
      category: t.category,
      title: t.title,
      live: t.live,
      url: t.url,
    },
    source: shoutout.source,
    by: shoutout.by,
  };
  return {
    id: `shoutout:${shoutout.id}`,
    type: 'shoutout.sent',
    created_at: shoutout.at,
    channel,
    data,
  };
}
