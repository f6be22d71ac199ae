import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { KickActor, Language } from '@kyo/contracts';

let counter = 0;
/** A unique, valid sign-up body. */
export function makeSignup(
  overrides: Partial<{
    email: string;
    password: string;
    username: string;
    language: Language;
  }> = {},
) {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
  return {
    email: `streamer_${id}@example.com`,
    password: `Kyo-${randomBytes(6).toString('hex')}!`,
    username: `s_${id}`.slice(0, 25),
    ...overrides,
  };
}

/** Signs a new user up through the API; answers the body, the token and the refresh cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: Parameters<typeof makeSignup>[0] = {},
) {
  const body = makeSignup(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const json = response.json<{ token: string; user: { id: string; email: string } }>();
  const cookie = response.cookies.find((c) => c.name === 'kyo_refresh');
  return { ...body, token: json.token, user: json.user, refreshCookie: cookie?.value ?? '' };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A Kick viewer as the channel events name them: not anonymous, no colour, badges or avatar. */
export const kickActor = (name: string, id: number): KickActor => ({
  id,
  name,
  anonymous: false,
  color: null,
  badges: [],
  avatar: null,
});
