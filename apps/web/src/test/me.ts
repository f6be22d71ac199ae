import { meSchema, type Me } from '@kyo/contracts';

/** A signed-in user as GET /api/user/me answers it (parsed by its contract, so it stays valid). */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return meSchema.parse({
    id: '0190f5a0-0000-7000-8000-0000000000aa',
    email: 'luna@example.com',
    username: 'luna_live',
    emailVerified: true,
    language: 'en',
    createdAt: '2026-11-01T12:00:00.000Z',
    connections: { kick: null, spotify: null, discord: null },
    ...overrides,
  });
}
