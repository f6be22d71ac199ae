import type { ChatLogEntry } from '../../views';
import { ui } from './control-api';
import { h, tid, timeOf } from './dom';

/** Text with Kick's `[emote:<id>:<name>]` tokens shown as emote chips. */
function renderContent(content: string): Node[] {
  const parts: Node[] = [];
  const pattern = /\[emote:(\d+):([^\]\s]+)\]/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(content))) {
    if (match.index > last) parts.push(document.createTextNode(content.slice(last, match.index)));
    parts.push(h('span', { class: 'emote', title: `emote ${match[1]}`, text: match[2] }));
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push(document.createTextNode(content.slice(last)));
  return parts;
}

function renderLine(entry: ChatLogEntry): HTMLLIElement {
  const badges = entry.badges.map((b) =>
    h('span', {
      class: `badge badge--${b.type}`,
      title: b.text,
      text: b.text + (b.count ? ` ${b.count}` : ''),
    }),
  );
  const cls = `chat-line${entry.fromApp ? ' chat-line--bot' : ''}${entry.deleted ? ' chat-line--deleted' : ''}`;
  return h(
    'li',
    {
      class: cls,
      'data-testid': 'chat-message',
      'data-from-app': String(entry.fromApp),
      'data-sender': entry.sender.username,
      'data-message-id': entry.messageId,
      'data-deleted': String(entry.deleted),
    },
    [
      h('time', { class: 'chat-time', datetime: entry.createdAt, text: timeOf(entry.createdAt) }),
      entry.fromApp
        ? h('span', {
            class: 'app-tag',
            title: 'sent by an app through POST /chat',
            text: `APP ${entry.apiType}`,
          })
        : null,
      ...badges,
      h('span', {
        class: 'chat-sender',
        'data-testid': 'chat-message-sender',
        color: entry.sender.color,
        text: entry.sender.username,
      }),
      h('span', { class: 'chat-colon', text: ': ' }),
      h(
        'span',
        { class: 'chat-content', 'data-testid': 'chat-message-content' },
        renderContent(entry.content),
      ),
    ],
  );
}

/** Redraws the chat log only when its lines changed, appending when only new ones came. */
export function renderChat(entries: ChatLogEntry[]): void {
  const signature = entries.map((e) => e.messageId + (e.deleted ? 'x' : ''));
  const previous = ui.chatSignature ? ui.chatSignature.split(',') : [];
  if (signature.join(',') === ui.chatSignature) return;
  const log = tid('chat-log');
  const atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 60;
  const appendOnly =
    previous.length > 0 &&
    previous.length < signature.length &&
    previous.every((id, i) => signature[i] === id);
  // Appending keeps the live region from re-announcing the whole log.
  if (appendOnly) {
    for (const entry of entries.slice(previous.length)) log.append(renderLine(entry));
  } else {
    log.replaceChildren(
      ...(entries.length
        ? entries.map(renderLine)
        : [h('li', { class: 'empty', text: 'No messages yet' })]),
    );
  }
  ui.chatSignature = signature.join(',');
  if (atBottom || appendOnly) log.scrollTop = log.scrollHeight;
}
