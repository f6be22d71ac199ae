import type { ChannelSummary } from '../../views';
import type { EmulatorSnapshot } from '../../../emulator';
import { $ } from './dom';

/** The control API's path (`…/control`), written into the page by the server. */
const CONTROL = $('#app').getAttribute('data-control-path') ?? '';

/**
 * A call to the control API. The answer is the emulator's own view type (control/views.ts and
 * its neighbours, imported as types only); an error answer throws with its message.
 */
export async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: {} };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(CONTROL + path, init);
  const text = await res.text();
  const data = (text ? JSON.parse(text) : null) as (T & { message?: string }) | null;
  if (!res.ok) throw new Error(data?.message || `HTTP ${res.status}`);
  return data as T;
}

/** What the page shows: the channel picked and what was last drawn, to redraw only changes. */
export const ui: {
  channelId: string | null;
  snapshot: EmulatorSnapshot | null;
  chatSignature: string;
  tracksRendered: string;
} = { channelId: null, snapshot: null, chatSignature: '', tracksRendered: '' };

export function currentChannel(): ChannelSummary | undefined {
  const channels = ui.snapshot ? ui.snapshot.kick.channels : [];
  return channels.find((c) => String(c.broadcasterUserId) === String(ui.channelId));
}

/** A control path under the picked channel: `/kick/channels/<id><suffix>`. */
export function channelPath(suffix: string): string {
  return `/kick/channels/${ui.channelId}${suffix}`;
}
