import { useState, type CSSProperties } from 'react';
import type { SceneLayerView } from '@kyo/contracts/scenes/view';

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
