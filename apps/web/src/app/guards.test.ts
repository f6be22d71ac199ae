import { afterEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { Me } from '@kyo/contracts';
import { authStore } from '../lib/auth-store';
import { guardFor } from './guards';

const run = (url: string) => {
  const guard = guardFor({ auth: true, kick: true })!;
  return guard({
    request: new Request(`http://localhost${url}`),
  } as LoaderFunctionArgs);
};
const signedInWithoutKick = () =>
  authStore.setState({
    token: 'token',
    user: { id: 'u1', connections: { kick: null } } as unknown as Me,
  });

afterEach(() => authStore.clear());

describe('the Kick route guard', () => {
  it('sends someone without Kick to the connect page for their own bot', () => {
    signedInWithoutKick();
    expect(run('/bot/timed')?.headers.get('location')).toBe(
      '/auth/kick/connect?next=%2Fbot%2Ftimed',
    );
  });

  it('opens a channel the user moderates without Kick of their own (the owner’s counts)', () => {
    signedInWithoutKick();
    expect(run('/bot/timed?owner=0190a0b2-0000-7000-8000-00000000bbbb')).toBeNull();
  });

  it('still asks a signed-out visitor to sign in first', () => {
    expect(run('/bot?owner=x')?.headers.get('location')).toBe(
      `/signin?next=${encodeURIComponent('/bot?owner=x')}`,
    );
  });
});
