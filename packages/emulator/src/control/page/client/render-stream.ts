import type { EmulatorSnapshot } from '../../../emulator';
import type { ChatCrowds } from '../../../kick/chat-crowd';
import type { SampleStreams } from '../../../kick/sample-stream';
import { currentChannel, ui } from './control-api';
import { $, h, tid, timeOf } from './dom';
import { renderDiscord } from './render-discord';
import { renderSpotify } from './render-spotify';
import { renderDeliveries, renderFaults, renderTokens } from './render-tables';

export type CrowdState = ReturnType<ChatCrowds['get']>;
export type SampleState = ReturnType<SampleStreams['state']>;

function fillSelect(
  select: HTMLSelectElement,
  options: Array<{ value: string; label: string }>,
  selected: string | null,
): void {
  const signature = options.map((o) => `${o.value}=${o.label}`).join('|');
  if (select.getAttribute('data-signature') === signature) return;
  select.setAttribute('data-signature', signature);
  select.replaceChildren(
    ...options.map((o) =>
      h('option', { value: o.value, selected: o.value === selected, text: o.label }),
    ),
  );
}

function fillDatalist(list: HTMLElement, values: string[]): void {
  list.replaceChildren(...values.map((v) => h('option', { value: v })));
}

/** The picked channel: live pill, status line, viewer motion, title and category fields. */
export function renderStream(): void {
  const channel = currentChannel();
  if (!channel) return;
  tid('chat-channel-name').textContent = `#${channel.slug}`;
  const pill = tid('live-indicator');
  pill.textContent = channel.isLive ? `LIVE · ${channel.viewerCount} viewers` : 'offline';
  const walk = tid<HTMLInputElement>('viewer-walk');
  const glitches = tid<HTMLInputElement>('viewer-glitches');
  if (document.activeElement !== walk) walk.checked = channel.viewerWalk;
  if (document.activeElement !== glitches) glitches.checked = channel.viewerGlitches;
  pill.className = `live-pill${channel.isLive ? ' live-pill--on' : ''}`;
  tid('stream-status').textContent =
    `${channel.isLive ? `Live since ${timeOf(channel.startedAt)}` : 'Offline'}` +
    ` · ${channel.title} · ${channel.category} · ${channel.activeSubscribers} subs`;
  const title = tid<HTMLInputElement>('stream-title');
  const category = tid<HTMLInputElement>('stream-category');
  if (!title.value && document.activeElement !== title) title.value = channel.title;
  if (!category.value && document.activeElement !== category) category.value = channel.category;
}

export function renderCrowd(state: CrowdState): CrowdState {
  tid('crowd-status').textContent =
    state.ratePerSecond > 0 && 'viewers' in state
      ? `Running: ${state.ratePerSecond} lines a second from ${state.viewers} viewers`
      : 'Stopped';
  return state;
}

export function renderSample(state: SampleState): SampleState {
  tid('sample-status').textContent = state.playing
    ? `Playing: minute ${state.minute} of ${state.minutes}`
    : 'Not playing';
  return state;
}

/** Everything drawn from `GET /control/state`. */
export function renderSnapshot(snapshot: EmulatorSnapshot): void {
  ui.snapshot = snapshot;
  const channels = snapshot.kick.channels;
  if (!ui.channelId || !currentChannel())
    ui.channelId = String(channels[0] ? channels[0].broadcasterUserId : '');
  fillSelect(
    tid<HTMLSelectElement>('channel-select'),
    channels.map((c) => ({
      value: String(c.broadcasterUserId),
      label: c.username + (c.isLive ? ' (live)' : ''),
    })),
    ui.channelId,
  );
  fillDatalist(
    $('#viewer-names'),
    snapshot.kick.viewers.map((v) => v.username),
  );
  fillDatalist(
    $('#category-names'),
    snapshot.kick.categories.map((c) => c.name),
  );
  renderStream();
  renderSpotify(snapshot);
  renderDiscord(snapshot);
  renderTokens(snapshot);
  renderFaults(snapshot);
  renderDeliveries(snapshot);
}
