import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Me } from '@kyo/contracts';
import { Toaster } from '../../../components/ui/toast';
import { authStore } from '../../../lib/auth-store';
import ChangePasswordPage from './change-password-page';

/** The password change as the server answers it, recording what the page sent. */
function stubChange(answer: object) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
    bodies.push(JSON.parse(init.body as string));
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return bodies;
}

async function change(revoke: boolean) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ChangePasswordPage />
      <Toaster />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText('Current password'), 'Old-password-11');
  await user.type(screen.getByLabelText('New password'), 'New-password-22');
  await user.type(screen.getByLabelText('Repeat the new password'), 'New-password-22');
  if (revoke) await user.click(screen.getByRole('checkbox', { name: 'Also revoke my API tokens' }));
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: 'me', username: 'streamer_me' } as Me });
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('change password page', { timeout: 20_000 }, () => {
  it('keeps the API tokens unless asked, and shows what the server says of them', async () => {
    const bodies = stubChange({
      message:
        'Your password was changed. Your API token still works: revoke them in Settings → API',
      apiTokens: { kept: 1, revoked: 0 },
    });
    await change(false);
    expect(await screen.findByText(/Your API token still works/)).toBeInTheDocument();
    expect(bodies).toEqual([
      { current: 'Old-password-11', next: 'New-password-22', revokeApiTokens: false },
    ]);
  });

  it('offers to revoke every API token with the change', async () => {
    const bodies = stubChange({
      message:
        'Your password was changed. Your other sessions were signed out and your API tokens revoked (1).',
      apiTokens: { kept: 0, revoked: 1 },
    });
    await change(true);
    expect(await screen.findByText(/API tokens revoked/)).toBeInTheDocument();
    expect(bodies).toEqual([
      { current: 'Old-password-11', next: 'New-password-22', revokeApiTokens: true },
    ]);
  });
});
