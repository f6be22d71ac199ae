import type { EmulatorSnapshot } from '../../../emulator';
import type { ChatLogEntry } from '../../views';
import { api, channelPath, ui } from './control-api';
import { toast } from './dom';
import { renderChat } from './render-chat';
import {
  type CrowdState,
  type SampleState,
  renderCrowd,
  renderSample,
  renderSnapshot,
} from './render-stream';

const busy = { chat: false, state: false };

/** Polled: the picked channel's chat log. */
export async function refreshChat(): Promise<void> {
  if (busy.chat || !ui.channelId) return;
  busy.chat = true;
  try {
    renderChat(await api<ChatLogEntry[]>('GET', `/kick/channels/${ui.channelId}/chat?limit=200`));
  } catch {
    // The next poll retries; a restart of the server is not worth a toast.
  } finally {
    busy.chat = false;
  }
}

/** Polled: the whole state, and the picked channel's crowd and sample stream. */
export async function refreshState(): Promise<void> {
  if (busy.state) return;
  busy.state = true;
  try {
    renderSnapshot(await api<EmulatorSnapshot>('GET', '/state'));
    if (ui.channelId) renderCrowd(await api<CrowdState>('GET', channelPath('/chat-crowd')));
    if (ui.channelId) renderSample(await api<SampleState>('GET', channelPath('/sample-stream')));
  } catch {
    // Ditto.
  } finally {
    busy.state = false;
  }
}

/**
 * Runs a control call: says it worked (with the number of webhooks it sent) or why not, and
 * redraws at once rather than at the next poll. Resolves to the answer, or undefined on error.
 */
export function act<T>(promise: Promise<T>, message: string): Promise<T | undefined> {
  return promise
    .then((result) => {
      const deliveries = (result as { deliveries?: unknown[] } | null)?.deliveries;
      const sent = deliveries ? deliveries.length : null;
      toast(message + (sent === null ? '' : ` (${sent} webhook${sent === 1 ? '' : 's'})`));
      void refreshState();
      void refreshChat();
      return result;
    })
    .catch((error: Error) => {
      toast(error.message, true);
      return undefined;
    });
}
