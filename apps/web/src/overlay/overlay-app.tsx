import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OverlayClient } from './realtime-client';
import type { ClientStatus, SocketLike } from './reconnecting-socket';
import type { StorageLike } from './widget-stream';
import type { ObsLink } from './obs-link';
import { displayAssets, useWidgetFeed, WidgetFrame, WidgetView } from './widget-feed';
import { displayTexts } from './texts';

/** `?debug=1` only: its own chunk, so no OBS source downloads it otherwise. */
const DebugPanel = lazy(() =>
  import('./debug-panel').then((module) => ({ default: module.DebugPanel })),
);

export interface OverlayAppProps {
  widgetKey: string;
  url: string;
  debug: boolean;
  createSocket: (url: string) => SocketLike;
  storage: StorageLike | null;
  reload: () => void;
  /** A widget renderer's chunk could not be loaded (main.tsx reloads once the server answers). */
  onRendererFailed: (error: unknown) => void;
  /** In OBS (window.obsstudio): the bridge that reports the page permission and switches scenes. */
  obs?: ObsLink;
}

/** The OBS display: one widget, drawn by its renderer from the realtime stream and its state. */
export function OverlayApp({
  widgetKey,
  url,
  debug,
  createSocket,
  storage,
  reload,
  onRendererFailed,
  obs,
}: OverlayAppProps) {
  const { widget, feed, state, skip, alerts, handlers } = useWidgetFeed();
  const assets = useMemo(() => displayAssets(widgetKey), [widgetKey]);
  const [status, setStatus] = useState<ClientStatus | null>(null);
  const client = useRef<OverlayClient | null>(null);

  useEffect(() => {
    const created = new OverlayClient({
      key: widgetKey,
      url,
      createSocket,
      storage,
      ...handlers,
      onReload: reload,
      onStatus: setStatus,
      ...(obs ? { obs } : {}),
    });
    client.current = created;
    created.start();
    return () => created.stop();
  }, [widgetKey, url, createSocket, storage, reload, handlers, obs]);

  const ack = useCallback((seq: number, epoch: string | undefined) => {
    client.current?.ack(seq, epoch);
  }, []);

  return (
    <>
      {status?.state === 'dead' ? (
        <p className="kyo-overlay-dead" role="alert">
          {displayTexts().dead.widget}
        </p>
      ) : (
        <WidgetFrame widget={widget}>
          <WidgetView
            widget={widget}
            feed={feed}
            state={state}
            ack={ack}
            assets={assets}
            skip={skip}
            alerts={alerts}
            onRendererFailed={onRendererFailed}
          />
        </WidgetFrame>
      )}
      {debug && (
        <Suspense fallback={null}>
          <DebugPanel status={status} type={widget?.type ?? null} events={feed.length} />
        </Suspense>
      )}
    </>
  );
}
