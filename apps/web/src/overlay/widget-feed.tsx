import { useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { Placement } from '@kyo/contracts/widgets/common';
import {
  appendToFeed,
  type DisplayAssets,
  type FeedItem,
} from '../features/widgets/types/renderer';
import type { QueueControl, ReceivedEvent, ServerState, SnapshotExtra } from './widget-stream';
import { useWidgetRenderer } from './widget-renderer';

/**
 * Uploads and spoken messages as a display loads them: through its key (a widget's or a scene's,
 * with the layer's widget), only the files and messages of the key's owner (the server checks).
 */
export function displayAssets(key: string, widgetId?: string): DisplayAssets {
  const widget = widgetId ? `&widget=${widgetId}` : '';
  const layer = widgetId ? `?widget=${widgetId}` : '';
  return {
    media: (url) =>
      url.startsWith('media:') ? `/api/overlay-media/${key}/${url.slice('media:'.length)}` : url,
    speech: (token) => `/api/overlay-speech/${key}?t=${encodeURIComponent(token)}${widget}`,
    // A custom code widget's SE_API.store (its renderer's chunk reads and writes it).
    store: `/api/overlay-store/${key}${layer}`,
  };
}

export interface ShownWidget {
  type: string;
  settings: Record<string, unknown>;
  /** Its type's designed size (the snapshot says it). */
  size?: { width: number; height: number } | undefined;
}

type ChatMessage = Extract<WidgetEvent, { kind: 'chat.message' }>;

/** The chat box's lines from a snapshot's state (anything else: none). */
function linesOf(state: unknown): ChatMessage[] {
  const lines = (state as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines) ? (lines as ChatMessage[]) : [];
}

/** What a widget stream's callbacks fill: the widget, its recent events and its state. */
export interface WidgetFeedHandlers {
  onSnapshot: (widget: ShownWidget, extra: SnapshotExtra) => void;
  onState: (state: ServerState) => void;
  onSettings: (settings: Record<string, unknown>) => void;
  onEvent: (event: ReceivedEvent) => void;
  onSkip: () => void;
  onAlerts: (control: QueueControl, clear: boolean) => void;
}

/** The alert queue as the live cockpit set it; `clear` grows with each "clear the queue". */
export type AlertsControl = QueueControl & { clear: number };

/** One widget's display state, filled by its stream (an overlay's, or a scene's layer). */
export function useWidgetFeed() {
  const [widget, setWidget] = useState<ShownWidget | null>(null);
  const [feed, setFeed] = useState<FeedItem[]>([]);
  const [state, setState] = useState<ServerState | null>(null);
  const [skip, setSkip] = useState(0);
  const [alerts, setAlerts] = useState<AlertsControl | undefined>(undefined);
  const handlers = useMemo<WidgetFeedHandlers>(() => {
    let counter = 0;
    return {
      onSnapshot: ({ type, settings, size }, extra) => {
        setWidget({ type, settings, size });
        setState(extra.state);
        if (extra.alerts) {
          const control = extra.alerts;
          setAlerts((current) => ({ ...control, clear: current?.clear ?? 0 }));
        }
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
      onSkip: () => setSkip((value) => value + 1),
      onAlerts: (control, clear) =>
        setAlerts((current) => ({
          ...control,
          clear: (current?.clear ?? 0) + (clear ? 1 : 0),
        })),
    };
  }, []);
  return { widget, feed, state, skip, alerts, handlers };
}

/**
 * Draws a widget with its type's renderer, loaded with the first widget of that type; shown events
 * are acknowledged with `ack`. Events that arrive while the renderer loads wait in the feed.
 */
export function WidgetView({
  widget,
  feed,
  state,
  ack,
  onRendererFailed,
  assets,
  skip,
  alerts,
}: {
  widget: ShownWidget | null;
  feed: FeedItem[];
  state: ServerState | null;
  ack: (seq: number, epoch: string | undefined) => void;
  /** The renderer's chunk could not be loaded. */
  onRendererFailed: (error: unknown) => void;
  assets?: DisplayAssets;
  skip?: number;
  alerts?: AlertsControl | undefined;
}) {
  const onConsumed = useCallback(
    (item: FeedItem) => {
      if (item.seq > 0) ack(item.seq, item.epoch);
    },
    [ack],
  );
  const Renderer = useWidgetRenderer(widget?.type, onRendererFailed);
  if (!Renderer || !widget) return null;
  return (
    <Renderer
      settings={widget.settings}
      feed={feed}
      onConsumed={onConsumed}
      {...(assets ? { assets } : {})}
      {...(skip ? { skip } : {})}
      {...(alerts ? { queue: alerts } : {})}
      {...(state ? { state: state.state, serverOffsetMs: state.offsetMs } : {})}
    />
  );
}

const PLACE: Record<Exclude<Placement, 'fill'>, [string, string]> = {
  'top-left': ['flex-start', 'flex-start'],
  top: ['flex-start', 'center'],
  'top-right': ['flex-start', 'flex-end'],
  left: ['center', 'flex-start'],
  center: ['center', 'center'],
  right: ['center', 'flex-end'],
  'bottom-left': ['flex-end', 'flex-start'],
  bottom: ['flex-end', 'center'],
  'bottom-right': ['flex-end', 'flex-end'],
};

/**
 * A widget in its own browser source keeps its designed size (what the builder previews) and sits
 * where its placement says, whatever size the source is: a card in a 1920×1080 source stays a
 * card. `fill` stretches it to the source instead. One frame for every type: no renderer sizes
 * itself to the page.
 */
export function WidgetFrame({
  widget,
  children,
}: {
  widget: ShownWidget | null;
  children: ReactNode;
}) {
  const placement = (widget?.settings.placement as Placement | undefined) ?? 'center';
  const size = widget?.size;
  if (!size || placement === 'fill') {
    return (
      <div className="kyo-frame" data-placement="fill">
        {children}
      </div>
    );
  }
  const [alignItems, justifyContent] = PLACE[placement] ?? PLACE.center;
  const outer: CSSProperties = { display: 'flex', alignItems, justifyContent };
  return (
    <div className="kyo-frame" style={outer} data-placement={placement}>
      <div
        className="kyo-frame-box"
        style={{ width: size.width, height: size.height }}
        data-testid="widget-frame"
      >
        {children}
      </div>
    </div>
  );
}
