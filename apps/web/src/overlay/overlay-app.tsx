import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { appendToFeed, type FeedItem } from '../features/widgets/types/renderer';
import { rendererFor } from '../features/widgets/types/renderers';
import {
  OverlayClient,
  type ClientStatus,
  type ServerState,
  type SocketLike,
  type StorageLike,
} from './realtime-client';
import { DebugPanel } from './debug-panel';

export interface OverlayAppProps {
  widgetKey: string;
  url: string;
  debug: boolean;
  createSocket: (url: string) => SocketLike;
  storage: StorageLike | null;
  reload: () => void;
}

interface WidgetState {
  type: string;
  settings: Record<string, unknown>;
}

type ChatMessage = Extract<WidgetEvent, { kind: 'chat.message' }>;

/** The chat box's lines from a snapshot's state (anything else: none). */
function linesOf(state: unknown): ChatMessage[] {
  const lines = (state as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines) ? (lines as ChatMessage[]) : [];
}

/** The OBS display: one widget, drawn by its renderer from the realtime stream and its state. */
export function OverlayApp({
  widgetKey,
  url,
  debug,
  createSocket,
  storage,
  reload,
}: OverlayAppProps) {
  const [widget, setWidget] = useState<WidgetState | null>(null);
  const [feed, setFeed] = useState<FeedItem[]>([]);
  const [state, setState] = useState<ServerState | null>(null);
  const [status, setStatus] = useState<ClientStatus | null>(null);
  const client = useRef<OverlayClient | null>(null);

  useEffect(() => {
    let counter = 0;
    const created = new OverlayClient({
      key: widgetKey,
      url,
      createSocket,
      storage,
      onSnapshot: ({ type, settings }, extra) => {
        setWidget({ type, settings });
        setState(extra.state);
        // A page that starts empty (an OBS source reloaded by a scene switch) shows the chat
        // box's recent lines at once; lines replayed after them are not shown twice.
        const lines = linesOf(extra.state?.state);
        if (lines.length === 0) return;
        const offset = extra.state?.offsetMs ?? 0;
        setFeed((current) => {
          if (current.length > 0) return current;
          return lines.map((event) => ({
            n: ++counter,
            seq: 0,
            event,
            // Its age in this page's clock, so a fade setting applies to old lines too.
            receivedAt: event.at - offset,
          }));
        });
      },
      onState: setState,
      onSettings: (settings) => setWidget((current) => current && { ...current, settings }),
      onEvent: ({ seq, epoch, event, test }) => {
        const item: FeedItem = { n: ++counter, seq, epoch, event, test, receivedAt: Date.now() };
        setFeed((current) =>
          event.kind === 'chat.message' &&
          current.some((seen) => seen.seq === 0 && (seen.event as ChatMessage).id === event.id)
            ? current
            : appendToFeed(current, [item]),
        );
      },
      onReload: reload,
      onStatus: setStatus,
    });
    client.current = created;
    created.start();
    return () => created.stop();
  }, [widgetKey, url, createSocket, storage, reload]);

  const onConsumed = useCallback((item: FeedItem) => {
    if (item.seq > 0) client.current?.ack(item.seq, item.epoch);
  }, []);
  const Renderer = widget ? rendererFor(widget.type) : undefined;

  return (
    <>
      {status?.state === 'dead' ? (
        <p className="kyo-overlay-dead" role="alert">
          This widget URL is no longer valid. Copy the new one from your Kyo dashboard.
        </p>
      ) : (
        Renderer &&
        widget && (
          <Renderer
            settings={widget.settings}
            feed={feed}
            onConsumed={onConsumed}
            {...(state ? { state: state.state, serverOffsetMs: state.offsetMs } : {})}
          />
        )
      )}
      {debug && <DebugPanel status={status} type={widget?.type ?? null} events={feed.length} />}
    </>
  );
}
