import { useCallback, useEffect, useState } from 'react';
import { ImageLayerView, layerStyle, TextLayerView } from './layer-views';
import type { SceneLayerView, SceneView } from '@kyo/contracts/scenes/view';
import type { ClientStatus, SocketLike, StorageLike } from './realtime-client';
import { SceneClient } from './scene-client';
import type { ObsBridge } from './obs-bridge';
import { useWidgetFeed, WidgetView } from './widget-feed';

export interface SceneAppProps {
  sceneKey: string;
  url: string;
  createSocket: (url: string) => SocketLike;
  storage: StorageLike | null;
  reload: () => void;
  /** In OBS (window.obsstudio): the bridge that reports the page permission and switches scenes. */
  obs?: ObsBridge;
}

/** The OBS display of a scene: every layer in one page over one socket, placed as saved. */
export function SceneApp({ sceneKey, url, createSocket, storage, reload, obs }: SceneAppProps) {
  const [scene, setScene] = useState<SceneView | null>(null);
  const [status, setStatus] = useState<ClientStatus | null>(null);
  const [client] = useState(
    () =>
      new SceneClient({
        key: sceneKey,
        url,
        createSocket,
        storage,
        onScene: setScene,
        onReload: reload,
        onStatus: setStatus,
        ...(obs ? { obs } : {}),
      }),
  );
  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);

  if (status?.state === 'dead') {
    return (
      <p className="kyo-overlay-dead" role="alert">
        This scene URL is no longer valid. Copy the new one from your Kyo dashboard.
      </p>
    );
  }
  if (!scene) return null;
  return (
    <div
      className="kyo-scene"
      data-scene-rev={scene.rev}
      style={{ width: scene.width, height: scene.height }}
    >
      {scene.layers.map((layer) => (
        <SceneLayer key={layer.id} layer={layer} client={client} />
      ))}
    </div>
  );
}

function SceneLayer({ layer, client }: { layer: SceneLayerView; client: SceneClient }) {
  return (
    <div className="kyo-scene-layer" data-layer={layer.name} style={layerStyle(layer)}>
      {layer.kind === 'widget' ? (
        <LayerWidget widgetId={layer.widgetId} client={client} />
      ) : layer.kind === 'text' ? (
        <TextLayerView layer={layer} />
      ) : (
        <ImageLayerView src={layer.src ?? ''} fit={layer.fit} />
      )}
    </div>
  );
}

function LayerWidget({ widgetId, client }: { widgetId: string; client: SceneClient }) {
  const { widget, feed, state, handlers } = useWidgetFeed();
  useEffect(() => client.attach(widgetId, handlers), [client, widgetId, handlers]);
  const ack = useCallback(
    (seq: number, epoch: string | undefined) => client.ack(widgetId, seq, epoch),
    [client, widgetId],
  );
  return <WidgetView widget={widget} feed={feed} state={state} ack={ack} />;
}
