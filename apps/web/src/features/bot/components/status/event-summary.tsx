import { useState } from 'react';
import type { BotStatus } from '@kyo/contracts';

type BotEvent = BotStatus['recentEvents'][number];

/**
 * Emotes by id through the server (a redirect to Kick's CDN, or to the emulator offline), never
 * from markup in the message; when one cannot load, its name stays as text.
 */
function Emote({ id, name }: { id: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span>{name}</span>;
  return (
    <img
      src={`/api/emotes/${encodeURIComponent(id)}/fullsize`}
      alt={name}
      title={name}
      data-testid="event-emote"
      className="inline-block h-5 w-auto align-text-bottom"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** An event's line: a chat line with its emotes drawn, anything else as its summary. */
export function EventSummary({ event }: { event: BotEvent }) {
  const at = event.summary.indexOf(': ');
  if (!event.parts || at < 0)
    return <p className="mt-1 text-sm break-words text-zinc-200">{event.summary}</p>;
  return (
    <p className="mt-1 text-sm break-words text-zinc-200">
      {event.summary.slice(0, at + 2)}
      {event.parts.map((part, index) =>
        part.kind === 'emote' ? (
          <Emote key={index} id={part.id} name={part.name} />
        ) : (
          // A text node: markup in chat stays visible text.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
