import { useEffect, useState, type CSSProperties } from 'react';
import type { ChatSettings } from '@kyo/contracts/widgets/chat';
import type { ChatPart } from '@kyo/contracts/widgets/events';
import type { RendererProps } from '../renderer';
import { ChatBadge } from './chat-badges';
import { chatLines, emoteUrl, fallbackColor, nextFadeChange, type ChatLine } from './chat-lines';
import '../widget-base.css';
import './chat.css';

/** An emote image; when it cannot load (offline, removed emote) its name stays as text. */
function Emote({ id, name }: { id: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="kyo-chat-emote-text">{name}</span>;
  return (
    <img
      className="kyo-chat-emote"
      src={emoteUrl(id)}
      alt={name}
      title={name}
      loading="eager"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function Parts({ parts, emotes }: { parts: readonly ChatPart[]; emotes: boolean }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'emote' ? (
          emotes ? (
            <Emote key={index} id={part.id} name={part.name} />
          ) : (
            <span key={index}>{part.name}</span>
          )
        ) : (
          // Text is a React text node: markup in chat stays visible text, never HTML.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const SHADOW = '0 1px 2px rgba(0,0,0,0.9), 0 0 6px rgba(0,0,0,0.45)';

function Line({ line, settings }: { line: ChatLine; settings: ChatSettings }) {
  const { message } = line;
  const nameColor =
    settings.usernameColorMode === 'custom'
      ? settings.usernameColor
      : (message.color ?? fallbackColor(message.username));
  const badges = settings.showBadges ? message.badges : [];
  return (
    <div
      className={`kyo-chat-line kyo-chat-in-${settings.animation}${line.leaving ? ' kyo-chat-leaving' : ''}`}
      style={{ background: settings.messageBackground }}
      data-seq={line.seq}
      data-testid="chat-line"
    >
      {badges.length > 0 && (
        <span className="kyo-chat-badges">
          {badges.map((badge, index) => (
            <ChatBadge key={`${badge.type}-${index}`} type={badge.type} title={badge.text} />
          ))}
        </span>
      )}
      <span className="kyo-chat-name" style={{ color: nameColor }}>
        {message.username}
      </span>
      <span className="kyo-chat-colon">: </span>
      <span className="kyo-chat-text">
        <Parts parts={message.parts} emotes={settings.showEmotes} />
      </span>
    </div>
  );
}

/** The chat box: Kick chat with badges and emotes, filtered, trimmed and faded per settings. */
export function ChatRenderer({
  settings,
  feed,
  onConsumed,
  now = Date.now,
}: RendererProps<ChatSettings>) {
  // The clock is read while rendering; a timer re-renders when the next line starts to fade.
  const [, setTick] = useState(0);
  const time = now();
  const lines = chatLines(feed, settings, time);
  const ordered = settings.direction === 'down' ? [...lines].reverse() : lines;
  const wait = nextFadeChange(lines, settings.fadeAfterSeconds, time);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setTick((value) => value + 1), wait + 16);
    return () => clearTimeout(timer);
  }, [wait]);

  // Chat lines are shown the moment they arrive: acknowledge the newest item at once.
  const last = feed[feed.length - 1];
  useEffect(() => {
    if (last) onConsumed?.(last);
  }, [last, onConsumed]);

  const style: CSSProperties = {
    fontFamily: `${JSON.stringify(settings.fontFamily)}, system-ui, sans-serif`,
    fontSize: `${settings.fontSize}px`,
    fontWeight: Number(settings.fontWeight),
    color: settings.textColor,
    textShadow: settings.textShadow ? SHADOW : 'none',
  };
  return (
    <div
      className={`kyo-w kyo-chat kyo-chat-${settings.direction}`}
      style={style}
      data-testid="chat-widget"
    >
      {ordered.map((line) => (
        <Line key={line.n} line={line} settings={settings} />
      ))}
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default ChatRenderer;
