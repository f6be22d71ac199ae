import { useCallback, useEffect, useMemo, useState } from 'react';
import { ImageLayerView, layerStyle, TextLayerView } from './layer-views';
import type { SceneLayerView, SceneView } from '@kyo/contracts/scenes/view';
import type { ClientStatus, SocketLike } from './reconnecting-socket';
import type { StorageLike } from './widget-stream';
import { SceneClient } from './scene-client';
import type { ObsLink } from './obs-link';
import { displayAssets, useWidgetFeed, WidgetView } from './widget-feed';
import { displayTexts } from './texts';

export interface SceneAppProps {
  sceneKey: string;
  url: string;
  createSocket: (url: string) => SocketLike;
  storage: StorageLike | null;
  reload: () => void;
  /** A widget renderer's chunk could not be loaded (main.tsx reloads once the server answers). */
  onRendererFailed: (error: unknown) => void;
  /** In OBS (window.obsstudio): the bridge that reports the page permission and switches scenes. */
  obs?: ObsLink;
}

/** The OBS display of a scene: every layer in one page over one socket, placed as saved. */
export function SceneApp({
  sceneKey,
  url,
  createSocket,
  storage,
  reload,
  onRendererFailed,
  obs,
}: SceneAppProps) {
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
        {displayTexts().dead.scene}
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
        <SceneLayer
          key={layer.id}
          layer={layer}
          client={client}
          sceneKey={sceneKey}
          onRendererFailed={onRendererFailed}
        />
      ))}
    </div>
  );
}

interface LayerProps {
  layer: SceneLayerView;
  client: SceneClient;
  sceneKey: string;
  onRendererFailed: (error: unknown) => void;
}

function SceneLayer({ layer, client, sceneKey, onRendererFailed }: LayerProps) {
  return (
    <div className="kyo-scene-layer" data-layer={layer.name} style={layerStyle(layer)}>
      {layer.kind === 'widget' ? (
        <LayerWidget
          widgetId={layer.widgetId}
          client={client}
          sceneKey={sceneKey}
          onRendererFailed={onRendererFailed}
        />
      ) : layer.kind === 'text' ? (
        <TextLayerView layer={layer} />
      ) : (
        <ImageLayerView src={layer.src ?? ''} fit={layer.fit} />
      )}
    </div>
  );
}

function LayerWidget({
  widgetId,
  client,
  sceneKey,
  onRendererFailed,
}: Omit<LayerProps, 'layer'> & { widgetId: string }) {
  const { widget, feed, state, skip, alerts, handlers } = useWidgetFeed();
  const assets = useMemo(() => displayAssets(sceneKey, widgetId), [sceneKey, widgetId]);
  useEffect(() => client.attach(widgetId, handlers), [client, widgetId, handlers]);
  const ack = useCallback(
    (seq: number, epoch: string | undefined) => client.ack(widgetId, seq, epoch),
    [client, widgetId],
  );
  return (
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
  );
}
