import { z } from 'zod';
import {
  statsChannelQuerySchema,
  statsListQuerySchema,
  statsListSchema,
  statsRecapSchema,
  statsTrendsQuerySchema,
  statsTrendsSchema,
} from '../../stats';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
const numbers = {
  durationSeconds: 7200,
  peakViewers: 143,
  averageViewers: 98.4,
  chatters: 61,
  messages: 1480,
  follows: 12,
  subs: 3,
  renewals: 2,
  giftedSubs: 5,
  kicks: 400,
};
const stream = {
  ...numbers,
  id: '0197a0c7-1a2b-7c3d-8e4f-5061728394a5',
  startedAt: '2026-11-20T18:00:00.000Z',
  endedAt: '2026-11-20T20:00:00.000Z',
  live: false,
  sample: false,
  title: 'Ranked grind',
  category: 'Valorant',
  peakAt: '2026-11-20T19:12:00.000Z',
  emotes: 320,
  commands: 45,
  botMessages: 30,
  modActions: 4,
};

export const statsApi = {
  area: 'stats',
  title: 'Stream stats',
  description:
    'Every live stream recorded per minute: the streams, trends over 30 or 90 days, and one stream’s recap. Chatters are people who wrote in chat, not viewers.',
  routes: {
    streams: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/stats/streams`,
      auth: 'token',
      scope: 'stats:read',
      query: statsListQuerySchema,
      response: statsListSchema,
      docs: {
        summary: 'List streams',
        examples: {
          response: {
            streams: [{ ...stream, curve: [80, 120, null, 95] }],
            total: 1,
            page: 1,
            pageSize: 20,
          },
        },
      },
    }),
    trends: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/stats/trends`,
      auth: 'token',
      scope: 'stats:read',
      query: statsTrendsQuerySchema,
      response: statsTrendsSchema,
      docs: {
        summary: 'Trends over 30 or 90 days',
        examples: {
          response: {
            days: 30,
            from: '2026-10-22T00:00:00.000Z',
            to: '2026-11-21T00:00:00.000Z',
            current: {
              streams: 1,
              hoursStreamed: 2,
              averageViewers: 98.4,
              peakViewers: 143,
              follows: 12,
              chatters: 61,
            },
            previous: {
              streams: 0,
              hoursStreamed: 0,
              averageViewers: null,
              peakViewers: 0,
              follows: 0,
              chatters: 0,
            },
            series: [
              {
                id: stream.id,
                startedAt: stream.startedAt,
                averageViewers: 98.4,
                peakViewers: 143,
                hours: 2,
                follows: 12,
              },
            ],
            categories: [
              {
                category: 'Valorant',
                hours: 2,
                averageViewers: 98.4,
                peakViewers: 143,
                follows: 12,
              },
            ],
          },
        },
      },
    }),
    recap: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/stats/streams/:id`,
      auth: 'token',
      scope: 'stats:read',
      params: idParams,
      query: statsChannelQuerySchema,
      response: statsRecapSchema,
      docs: {
        summary: "One stream's recap",
        description:
          'Key numbers against the previous stream and the 30-day median, per-minute columns, moments, tops.',
        examples: {
          response: {
            stream,
            previous: null,
            median30: null,
            minutes: {
              at: [1779300000000, 1779300060000],
              viewers: [90, null],
              messages: [12, 20],
              chatters: [8, 11],
              follows: [0, 1],
              subs: [0, 0],
              giftedSubs: [0, 0],
              kicks: [0, 100],
              category: ['Valorant', 'Valorant'],
            },
            markers: [{ at: '2026-11-20T18:30:00.000Z', kind: 'title', value: 'Ranked grind' }],
            topChatters: [{ key: '4242', name: 'PixelPanda', count: 80 }],
            topEmotes: [{ key: '37226', name: 'KEKW', count: 41 }],
            topCommands: [{ key: 'discord', name: '!discord', count: 9 }],
            moments: [
              { at: '2026-11-20T19:12:00.000Z', offsetSeconds: 4320, messages: 60, chatters: 25 },
            ],
          },
        },
      },
    }),
  },
} satisfies ApiAreaContract;
