import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import type { SceneLayerView, SceneView } from '@kyo/contracts/scenes/view';
import type { ClientStatus, SocketLike, StorageLike } from './realtime-client';
import { SceneClient } from './scene-client';
import { useWidgetFeed, WidgetView } from './widget-feed';

export interface SceneAppProps {
  sceneKey: string;
  url: string;
  createSocket: (url: string) => SocketLike;
  storage: StorageLike | null;
  reload: () => void;
}

/** The OBS display of a scene: every layer in one page over one socket, placed as saved. */
export function SceneApp({ sceneKey, url, createSocket, storage, reload }: SceneAppProps) {
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

/** Where a layer sits: its box, turned about its centre, faded, or not shown at all. */
export function layerStyle(layer: SceneLayerView): CSSProperties {
  return {
    position: 'absolute',
    left: layer.x,
    top: layer.y,
    width: layer.width,
    height: layer.height,
    transform: layer.rotation ? `rotate(${layer.rotation}deg)` : undefined,
    opacity: layer.opacity,
    display: layer.visible ? undefined : 'none',
  };
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

/** A text layer's text is a text node: never parsed as HTML. */
export function TextLayerView({ layer }: { layer: Extract<SceneLayerView, { kind: 'text' }> }) {
  const shadow = layer.shadow;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: `${layer.font}, system-ui, sans-serif`,
        fontSize: layer.fontSize,
        fontWeight: layer.fontWeight,
        fontStyle: layer.italic ? 'italic' : 'normal',
        color: layer.color,
        textAlign: layer.align,
        lineHeight: layer.lineHeight,
        textShadow: shadow
          ? `${shadow.offsetX}px ${shadow.offsetY}px ${shadow.blur}px ${shadow.color}`
          : undefined,
      }}
    >
      {layer.text}
    </div>
  );
}

/** An image that fails to load shows nothing on stream (never a broken-image icon). */
export function ImageLayerView({ src, fit }: { src: string; fit: 'contain' | 'cover' | 'fill' }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
      alt=""
      draggable={false}
      onError={() => setFailed(true)}
      style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
    />
  );
}
