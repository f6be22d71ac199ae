import { z } from 'zod';
import { subathonControlSchema, subathonReadingSchema } from '../../subathon';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';

const channelQuery = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});

const reading = {
  state: {
    status: 'running',
    endsAt: 1_795_000_000_000,
    remainingMs: 5_400_000,
    capAt: null,
    startedAt: 1_794_990_000_000,
    endedAt: null,
    addedSeconds: 1_500,
    version: 12,
    at: 1_794_994_600_000,
  },
  rules: {
    startMinutes: 60,
    secondsPerFollow: 0,
    secondsPerSub: 300,
    secondsPerRenewal: 300,
    secondsPerGiftedSub: 300,
    secondsPer100Kicks: 60,
    rewards: [{ name: 'Add a minute', seconds: 60 }],
    storeItems: [],
    capHours: 0,
    happyHours: [],
    announceAdds: false,
  },
  recent: [{ seconds: 300, source: 'sub', name: 'pixel_panda', at: 1_794_994_500_000 }],
} as const;

/** The subathon timer (docs/subathon.md): its state and rules, and its controls. */
export const subathonApi = {
  area: 'subathon',
  title: 'Subathon',
  description:
    'The subathon timer: when it ends (an absolute time; a paused timer keeps its remainder), its rules and the last adds, and start, pause, resume, add and subtract. Changes arrive as `subathon.changed` events, the end as `subathon.ended`.',
  routes: {
    read: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/subathon`,
      auth: 'token',
      scope: 'subathon:read',
      query: channelQuery,
      response: subathonReadingSchema,
      docs: {
        summary: 'The timer now: status, end, remainder, rules, last adds',
        examples: { response: reading },
      },
    }),
    control: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/subathon/control`,
      auth: 'token',
      scope: 'subathon:write',
      query: channelQuery,
      body: subathonControlSchema,
      response: subathonReadingSchema,
      docs: {
        summary: 'Start, pause, resume, add, subtract or stop',
        description:
          '`seconds` for add and subtract (and optionally start). 409 when the action does not fit the timer (pause a paused one, a subtraction below zero).',
        examples: { body: { action: 'add', seconds: 600 }, response: reading },
      },
    }),
  },
} satisfies ApiAreaContract;
