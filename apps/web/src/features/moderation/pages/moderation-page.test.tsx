import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  defaultModerationSettings,
  type Me,
  type ModerationLogEntry,
  type ModerationView,
} from '@kyo/contracts';
import { authStore } from '../../../lib/auth-store';
import { renderWithProviders, route, stubApi } from '../../../test/bot-page.test-helper';
import ModerationPage from './moderation-page';

const USER_ID = '0190a0b2-0000-7000-8000-00000000abcd';

function view(on: boolean): ModerationView {
  return {
    ...defaultModerationSettings(),
    defaultWarning: '@{user}, please don’t: {rule}. Next time it is a timeout.',
    kick: { status: 'connected', missingScopes: [] },
    commandLinks: [
      {
        feature: 'song-requests',
        commands: ['sr', 'songrequest'],
        sites: ['open.spotify.com', 'spotify.link'],
        on,
      },
    ],
  };
}

let n = 0;
function entry(patch: Partial<ModerationLogEntry>): ModerationLogEntry {
  n += 1;
  return {
    id: `0197a0c9-4d5e-7f60-8a71-${String(n).padStart(12, '0')}`,
    at: new Date().toISOString(),
    viewer: { id: 90210 + n, name: `viewer_${n}` },
    rule: 'links',
    excerpt: 'look here',
    action: 'delete',
    minutes: null,
    dryRun: false,
    outcome: 'done',
    problem: null,
    httpStatus: 204,
    warned: null,
    warningHeld: false,
    undoable: false,
    undoneAt: null,
    ...patch,
  };
}

const LONG_URL = `https://example.com/${'a'.repeat(160)}`;
const ENTRIES = [
  entry({ action: 'warn', warned: true, excerpt: `see ${LONG_URL}` }),
  entry({ action: 'warn', warned: false, warningHeld: true }),
  entry({ action: 'timeout', minutes: 10, httpStatus: 200, undoable: true }),
  entry({
    action: 'timeout',
    minutes: 10,
    outcome: 'failed',
    problem: 'forbidden',
    httpStatus: 403,
  }),
  entry({ action: 'timeout', minutes: 10, dryRun: true, outcome: 'logged', httpStatus: null }),
  entry({ rule: 'copy_paste', warned: true, excerpt: 'cheap viewers at streamboost' }),
];

beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: USER_ID } as Me });
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('ModerationPage', { timeout: 20_000 }, () => {
  it('says in the Links card that song links after !sr are allowed while song requests are on', async () => {
    stubApi(
      route('GET', '/api/moderation', view(true)),
      route('GET', /^\/api\/moderation\/log/, { entries: [], next: null }),
    );
    renderWithProviders(<ModerationPage />);
    const card = await screen.findByTestId('rule-card-links');
    expect(within(card).getByTestId('links-carried')).toHaveTextContent(
      'Song links after !sr or !songrequest are allowed: song requests are on (open.spotify.com, spotify.link).',
    );
  });

  it('says they will be allowed once song requests are on', async () => {
    stubApi(
      route('GET', '/api/moderation', view(false)),
      route('GET', /^\/api\/moderation\/log/, { entries: [], next: null }),
    );
    renderWithProviders(<ModerationPage />);
    const card = await screen.findByTestId('rule-card-links');
    expect(within(card).getByTestId('links-carried')).toHaveTextContent(
      'will be allowed once song requests are on',
    );
  });

  it('tells each log entry’s outcome in words, never a raw HTTP status, and lets long lines wrap', async () => {
    stubApi(
      route('GET', '/api/moderation', view(true)),
      route('GET', /^\/api\/moderation\/log/, { entries: ENTRIES, next: null }),
    );
    renderWithProviders(<ModerationPage />);
    const rows = await screen.findAllByTestId('log-entry', undefined, { timeout: 5_000 });
    expect(rows).toHaveLength(ENTRIES.length);
    const text = rows.map((row) => row.textContent ?? '');
    expect(text.join(' ')).not.toMatch(/HTTP|\b20[04]\b|\b403\b|Done/);
    expect(text[0]).toContain('Deleted');
    expect(text[0]).toContain('warning posted');
    expect(text[1]).toContain('warning held back: the chat had one a moment ago');
    expect(text[2]).toContain('Timed out 10 min');
    expect(text[3]).toContain('Not done');
    expect(text[3]).toContain('Kick refused: this account may not moderate the channel');
    expect(text[5]).toContain('raid notice posted');
    // The dry-run pill wraps rather than cutting its words.
    const pill = within(rows[4]!).getByTestId('log-action');
    expect(pill).toHaveTextContent('Dry run: would have timed out 10 min');
    expect(pill.className).not.toMatch(/truncate|nowrap/);
    // A long link breaks anywhere: the row fits a phone.
    expect(within(rows[0]!).getByText(`see ${LONG_URL}`).className).toContain('wrap-anywhere');
  });
});
