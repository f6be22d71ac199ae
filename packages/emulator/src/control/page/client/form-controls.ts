import { api, channelPath, ui } from './control-api';
import { $, tid } from './dom';
import { formValues, optionalNumber } from './forms';
import { act, refreshChat } from './refresh';
import { renderStream } from './render-stream';

/** Where the picked channel is remembered across reloads. */
export const CHANNEL_KEY = 'kyo-emulator-channel';

function wireChatComposer(): void {
  const form = $<HTMLFormElement>('#chat-form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = formValues(form);
    const months = Number(values.months) || 1;
    const boxes = form.querySelectorAll<HTMLInputElement>('input[name="badge"]:checked');
    const badges = Array.from(boxes, (box) =>
      box.value === 'subscriber' ? { type: 'subscriber', count: months } : box.value,
    );
    const sent = api('POST', channelPath('/chat'), {
      username: values.username,
      content: values.content,
      badges,
    });
    void act(sent, `Sent as ${values.username}`).then((result) => {
      if (!result) return;
      const content = tid<HTMLInputElement>('chat-content');
      content.value = '';
      content.focus();
    });
  });

  // Choosing an emote appends its token to the message, as Kick's emote picker does.
  const emotes = $<HTMLSelectElement>('#emote-select');
  emotes.addEventListener('change', () => {
    if (!emotes.value) return;
    const input = tid<HTMLInputElement>('chat-content');
    input.value = (input.value ? input.value.replace(/\s*$/, ' ') : '') + emotes.value + ' ';
    emotes.value = '';
    input.focus();
  });
}

function wireViewerMotion(): void {
  document.addEventListener('change', (event) => {
    const box =
      event.target instanceof Element
        ? event.target.closest<HTMLInputElement>('[data-motion]')
        : null;
    if (!box || !ui.channelId) return;
    const body = { [box.getAttribute('data-motion') ?? '']: box.checked };
    void act(api('PUT', channelPath('/viewer-motion'), body), box.checked ? 'On' : 'Off');
  });
}

function wireFaultForm(): void {
  const form = $<HTMLFormElement>('#fault-form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const v = formValues(form);
    const body: Record<string, unknown> = {
      provider: v.provider,
      pathContains: v.path || undefined,
      method: v.method || undefined,
      count: optionalNumber(v.count),
      every: optionalNumber(v.every),
      durationSeconds: optionalNumber(v.duration),
    };
    if (v.kind === 'timeout') body.timeout = true;
    else body.status = Number(v.kind);
    if (v.quota === 'on') body.quotaExceeded = true;
    body.retryAfterSeconds = optionalNumber(v.retryAfter);
    void act(api('POST', '/faults', body), 'Fault added');
  });
}

function wireLifetimesForm(): void {
  const form = $<HTMLFormElement>('#lifetimes-form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const v = formValues(form);
    const body: Record<string, unknown> = {
      provider: v.provider,
      accessTokenSeconds: optionalNumber(v.access),
    };
    if (v.refresh !== '') body.refreshTokenSeconds = Number(v.refresh);
    void act(api('PUT', '/tokens/lifetimes', body), 'Lifetimes set');
  });
}

function wireChannelSelect(): void {
  const select = tid<HTMLSelectElement>('channel-select');
  select.addEventListener('change', () => {
    ui.channelId = select.value;
    ui.chatSignature = '';
    tid<HTMLInputElement>('stream-title').value = '';
    tid<HTMLInputElement>('stream-category').value = '';
    try {
      localStorage.setItem(CHANNEL_KEY, ui.channelId);
    } catch {
      // Private mode: the page forgets the channel on reload.
    }
    renderStream();
    void refreshChat();
  });
}

/** The page's forms: chat composer, viewer motion, faults, token lifetimes, the channel picker. */
export function wireForms(): void {
  wireChatComposer();
  wireViewerMotion();
  wireFaultForm();
  wireLifetimesForm();
  wireChannelSelect();
}
