import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { MEDIA_LIMITS, type MediaItem } from '@kyo/contracts';
import { Toaster } from '../../../../components/ui/toast';
import { authStore } from '../../../../lib/auth-store';
import { makeMe } from '../../../../test/me';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { SoundField } from './media-fields';

const MB = 1024 * 1024;
const item: MediaItem = {
  sha256: 'a'.repeat(64),
  ref: `media:${'a'.repeat(64)}`,
  kind: 'sound',
  contentType: 'audio/mpeg',
  name: 'ding.mp3',
  size: 2000,
  createdAt: '2026-11-27T08:00:00.000Z',
};

interface Sent {
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** The API as the browser reaches it: the list, and an upload answered by `answer`. */
function stubApi(answer: () => Response) {
  const uploads: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    if (init.method === 'POST' && url.pathname === '/api/media') {
      uploads.push({ url, headers: init.headers as Record<string, string>, body: init.body });
      return answer();
    }
    const list = { items: [], usage: { bytes: 0, files: 0 }, limits: MEDIA_LIMITS };
    return new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } });
  });
  return uploads;
}

function Sound() {
  const form = useForm<WidgetFormValues>({ defaultValues: { sound: { url: '', volume: 70 } } });
  return (
    <FormProvider {...form}>
      <SoundField name="sound" />
    </FormProvider>
  );
}

async function upload(file: File) {
  render(
    <>
      <Sound />
      <Toaster />
    </>,
  );
  await userEvent.setup().upload(screen.getByTestId('upload-sound'), file);
}

const mp3 = (size: number, name = 'ding.mp3') =>
  new File([new Uint8Array(size)], name, { type: 'audio/mpeg' });

beforeEach(() => authStore.setState({ token: 'token', user: makeMe() }));
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('uploading a sound', { timeout: 20_000 }, () => {
  it('sends the file itself with its type, its name in the query', async () => {
    const uploads = stubApi(() => Response.json(item, { status: 201 }));
    const file = mp3(2000);
    await upload(file);
    expect(await screen.findByText('ding.mp3 uploaded.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url.searchParams.get('name')).toBe('ding.mp3');
    expect(uploads[0]!.headers['content-type']).toBe('audio/mpeg');
    expect(uploads[0]!.body).toBe(file);
  });

  it('says the server’s own 413 (JSON) as the server wrote it', async () => {
    stubApi(() =>
      Response.json(
        { error: 'payload_too_large', message: 'A sound can be at most 1 MB', field: 'data' },
        { status: 413 },
      ),
    );
    await upload(mp3(2 * MB));
    expect(await screen.findByText('A sound can be at most 1 MB')).toBeInTheDocument();
  });

  it('says a proxy’s 413 (an HTML page) in words, not as “Request Entity Too Large”', async () => {
    stubApi(
      () =>
        new Response(
          '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>',
          {
            status: 413,
            statusText: 'Request Entity Too Large',
            headers: { 'content-type': 'text/html' },
          },
        ),
    );
    await upload(mp3(3 * MB));
    expect(
      await screen.findByText('This file is too large to upload (at most 5 MB).'),
    ).toBeInTheDocument();
  });

  it('does not send a file larger than any upload may be', async () => {
    const uploads = stubApi(() => Response.json(item, { status: 201 }));
    await upload(mp3(5 * MB + 1, 'long.mp3'));
    expect(
      await screen.findByText('This file is too large to upload (at most 5 MB).'),
    ).toBeInTheDocument();
    await waitFor(() => expect(uploads).toEqual([]));
  });
});
