import { moderationEndpoints } from '../../moderation/api';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';

const entry = {
  id: '0197a0c9-4d5e-7f60-8a71-8394a5b6c7d8',
  at: '2026-11-21T19:05:12.000Z',
  viewer: { id: 90210, name: 'spammy' },
  rule: 'links',
  excerpt: 'free followers at bit.ly/…',
  action: 'timeout',
  minutes: 10,
  dryRun: false,
  outcome: 'done',
  problem: null,
  httpStatus: 200,
  warned: null,
  warningHeld: false,
  undoable: true,
  undoneAt: null,
};

/**
 * The moderation log (docs/bot.md, Moderation): what the spam filters did and why, read-only.
 * The rules are changed on the page, where their effect is shown before it applies.
 */
export const moderationApi = {
  area: 'moderation',
  title: 'Moderation log',
  description:
    'What Kyo’s chat filters did, newest first: the rule, the viewer, the start of the line, the action and what Kick answered. Dry-run rules log without acting.',
  routes: {
    log: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/moderation/log`,
      auth: 'token',
      scope: 'moderation:read',
      query: moderationEndpoints.log.query,
      response: moderationEndpoints.log.response,
      docs: {
        summary: 'The moderation log',
        description: 'Pages of at most 200 entries; pass `next` as `before` for older ones.',
        examples: { response: { entries: [entry], next: null } },
      },
    }),
  },
} satisfies ApiAreaContract;
