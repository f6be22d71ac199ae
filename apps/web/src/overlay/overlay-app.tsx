import { useCallback, useEffect, useRef, useState } from 'react';
import { appendToFeed, type FeedItem } from '../features/widgets/types/renderer';
import { rendererFor } from '../features/widgets/types/renderers';
import {
  OverlayClient,
  type ClientStatus,
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

/** The OBS display: one widget, drawn by its renderer from the realtime stream. */
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
  const [status, setStatus] = useState<ClientStatus | null>(null);
  const client = useRef<OverlayClient | null>(null);

  useEffect(() => {
    let counter = 0;
    const created = new OverlayClient({
      key: widgetKey,
      url,
      createSocket,
      storage,
      onSnapshot: ({ type, settings }) => setWidget({ type, settings }),
      onSettings: (settings) => setWidget((current) => current && { ...current, settings }),
      onEvent: ({ seq, epoch, event, test }) => {
        const item: FeedItem = { n: ++counter, seq, epoch, event, test, receivedAt: Date.now() };
        setFeed((current) => appendToFeed(current, [item]));
      },
      onReload: reload,
      onStatus: setStatus,
    });
    client.current = created;
    created.start();
    return () => created.stop();
  }, [widgetKey, url, createSocket, storage, reload]);

  const onConsumed = useCallback((item: FeedItem) => client.current?.ack(item.seq, item.epoch), []);
  const Renderer = widget ? rendererFor(widget.type) : undefined;

  return (
    <>
      {status?.state === 'dead' ? (
        <p className="kyo-overlay-dead" role="alert">
          This widget URL is no longer valid. Copy the new one from your Kyo dashboard.
        </p>
      ) : (
        Renderer &&
        widget && <Renderer settings={widget.settings} feed={feed} onConsumed={onConsumed} />
      )}
      {debug && <DebugPanel status={status} type={widget?.type ?? null} events={feed.length} />}
    </>
  );
}
