import { useEffect, useMemo, useRef, useState } from 'react';
import type { CustomSettings } from '@kyo/contracts/widgets/types/custom';
import {
  initialCustomSession,
  readCustomFields,
  reduceCustomSession,
  resolveFieldData,
  seEventOf,
  type CustomSessionState,
} from '@kyo/contracts/widgets/types/custom.logic';
import type { FeedItem, RendererProps } from '../renderer';
import { browserTimers, type Timers } from '../timers';
import { emoteUrl } from '../chat/chat-lines';
import { FrameBridge, memoryStore, serverStore, type CustomStore } from './frame-bridge';
import { CUSTOM_FRAME_PATH } from '@kyo/contracts/widgets/types/custom.frame';
import { frameCode, usesJquery, type FrameCode } from './frame-document';
import { widgetButtons } from './widget-buttons';
import './custom.css';

/** `media:` uploads in the fields become data: URLs: the frame never sees a display's key. */
async function inlineMedia(
  data: Record<string, string | number | boolean>,
  media: ((url: string) => string) | undefined,
): Promise<Record<string, string | number | boolean>> {
  const out = { ...data };
  await Promise.all(
    Object.entries(data).map(async ([key, value]) => {
      if (typeof value !== 'string' || !value.startsWith('media:')) return;
      try {
        const url = media?.(value);
        if (!url) throw new Error('no url');
        const blob = await (await fetch(url)).blob();
        out[key] = await new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
          reader.onerror = () => reject(new Error('read'));
          reader.readAsDataURL(blob);
        });
      } catch {
        out[key] = '';
      }
    }),
  );
  return out;
}

let loadedJquery: string | null = null;
/** jQuery's minified source (once per page; '' when it cannot be loaded: the code runs without). */
async function loadJquery(): Promise<string> {
  if (loadedJquery !== null) return loadedJquery;
  try {
    loadedJquery = (await import('jquery/dist/jquery.min.js?raw')).default;
  } catch {
    loadedJquery = '';
  }
  return loadedJquery;
}

/** A short hash of the frame's code (djb2): a new value loads a new frame. */
function hashOf(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++)
    hash = ((hash << 5) + hash + text.charCodeAt(index)) | 0;
  return (hash >>> 0).toString(36);
}

/** The server's store of a display, at `base` (`/api/overlay-store/<key>[?widget=<id>]`). */
function httpStore(base: string) {
  const [path, query = ''] = base.split('?');
  const search = query ? `?${query}` : '';
  return {
    list: async () => {
      const response = await fetch(base);
      if (!response.ok) throw new Error(`store: ${response.status}`);
      return ((await response.json()) as { values: Record<string, unknown> }).values;
    },
    set: async (name: string, value: unknown) => {
      const response = await fetch(`${path}/${encodeURIComponent(name)}${search}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      });
      if (!response.ok) throw new Error(`store: ${response.status}`);
    },
  };
}

/**
 * A display's `SE_API.counters.get`: the channel's counter by the display's key, read-only
 * (`/api/overlay-counters/<key>/<name>[?widget=<id>]`, beside the store's URL).
 */
function httpCounter(storeBase: string) {
  const [path = '', query = ''] = storeBase.split('?');
  const base = path.replace('/api/overlay-store/', '/api/overlay-counters/');
  const search = query ? `?${query}` : '';
  return async (name: string): Promise<number | null> => {
    const response = await fetch(`${base}/${encodeURIComponent(name)}${search}`);
    if (!response.ok) return null;
    return ((await response.json()) as { value: number | null }).value;
  };
}

const sessionOf = (state: unknown): CustomSessionState | null =>
  state && typeof state === 'object' && 'tip-session' in state
    ? (state as CustomSessionState)
    : null;

export interface CustomRendererProps extends RendererProps<CustomSettings> {
  /** `SE_API.store` (a display's is the server's; a preview's lives in memory). */
  store?: CustomStore;
  timers?: Timers;
  /** Told about each error the frame reports (the builder shows them). */
  onFrameError?: (message: string) => void;
}

/**
 * A custom code widget: the streamer's code in a sandboxed frame, fed with Kyo's events in
 * StreamElements' shapes (frame-document.ts, frame-bridge.ts). Events are acknowledged once they
 * are in the frame, so a reloaded display replays what it had not passed on.
 */
export function CustomRenderer({
  settings,
  feed,
  onConsumed,
  muted,
  state,
  assets,
  now = Date.now,
  store: givenStore,
  timers = browserTimers,
  onFrameError,
}: CustomRendererProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const fields = useMemo(() => readCustomFields(settings.fields), [settings.fields]);
  const fieldData = useMemo(
    () => resolveFieldData(fields, settings.fieldData ?? {}),
    [fields, settings.fieldData],
  );
  // Uploads named in the values are fetched and inlined first (most widgets have none).
  const media = useRef(assets);
  media.current = assets;
  const needsMedia = useMemo(
    () => Object.values(fieldData).some((v) => typeof v === 'string' && v.startsWith('media:')),
    [fieldData],
  );
  const [fetched, setFetched] = useState<{ of: typeof fieldData; data: typeof fieldData } | null>(
    null,
  );
  useEffect(() => {
    if (!needsMedia) return;
    let live = true;
    const assetsNow = media.current;
    const resolve = assetsNow ? (url: string) => assetsNow.media(url) : undefined;
    void inlineMedia(fieldData, resolve).then(
      (data) => live && setFetched({ of: fieldData, data }),
    );
    return () => {
      live = false;
    };
  }, [fieldData, needsMedia]);
  const inlined = !needsMedia ? fieldData : fetched?.of === fieldData ? fetched.data : null;
  // jQuery (as StreamElements provides it) only for code that uses it: its own lazy chunk.
  const wantsJquery = usesJquery(settings);
  const [jquery, setJquery] = useState<string | null>(loadedJquery);
  useEffect(() => {
    if (!wantsJquery || jquery !== null) return;
    let live = true;
    void loadJquery().then((source) => live && setJquery(source));
    return () => {
      live = false;
    };
  }, [wantsJquery, jquery]);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const code = useMemo<FrameCode | null>(
    () =>
      inlined && (!wantsJquery || jquery !== null)
        ? frameCode(
            {
              html: settings.html,
              css: settings.css,
              js: settings.js,
              jquery: wantsJquery ? (jquery ?? undefined) : undefined,
            },
            inlined,
          )
        : null,
    [settings.html, settings.css, settings.js, inlined, wantsJquery, jquery],
  );
  // A new frame for new code (a changed field value is new code too: {{name}} is filled in).
  const version = useMemo(() => (code ? hashOf(JSON.stringify(code)) : ''), [code]);

  // The session: the server's (a display), folded on with each event passed on.
  const session = useRef<CustomSessionState>(sessionOf(state) ?? initialCustomSession());
  const remote = assets?.store;
  const store = useMemo(
    () => givenStore ?? (remote ? serverStore(httpStore(remote)) : memoryStore()),
    [givenStore, remote],
  );
  const delivered = useRef(0);
  const sent = useRef(0);
  const folded = useRef(0);
  const bridge = useRef<FrameBridge | null>(null);
  /** The session after an event the frame got (onSessionUpdate follows its onEventReceived). */
  const fold = (item: FeedItem, to: FrameBridge) => {
    if (item.n <= folded.current) return;
    folded.current = item.n;
    const next = reduceCustomSession(session.current, item.event);
    if (next === session.current) return;
    session.current = next;
    // As StreamElements: onSessionUpdate's detail.session is the data itself.
    to.session({ session: next });
  };
  const latest = useRef({ fieldData: inlined, muted, onConsumed, onFrameError, feed });
  latest.current = { fieldData: inlined, muted, onConsumed, onFrameError, feed };

  useEffect(() => {
    const target = frame.current;
    if (!code || !target) return;
    sent.current = delivered.current;
    const instance = new FrameBridge({
      post: (message) => target.contentWindow?.postMessage(message, '*'),
      store,
      ...(remote ? { counter: httpCounter(remote) } : {}),
      timers,
      now,
      code,
      holdSeconds: Number(latest.current.fieldData?.widgetDuration) || null,
      loadDetail: () => ({
        channel: { username: '', id: '', providerId: '', avatar: '', apiToken: '' },
        currency: { code: 'KICKS', name: 'Kicks', symbol: '' },
        fieldData: latest.current.fieldData ?? {},
        recents: [],
        session: { data: session.current, settings: { autoReset: false } },
        overlay: {
          isEditorMode: Boolean(latest.current.muted),
          muted: Boolean(latest.current.muted),
        },
      }),
      delivered: (token) => {
        if (!token) return; // a Fields button's event:test, not a feed item
        const item = token as FeedItem;
        delivered.current = Math.max(delivered.current, item.n);
        fold(item, instance);
        latest.current.onConsumed?.(item);
      },
      onError: (message) => {
        latest.current.onFrameError?.(message);
        if (!latest.current.muted) console.warn(`[custom widget] ${message}`);
        setErrors((current) => [...current.slice(-4), message]);
      },
      reload: () => setGeneration((value) => value + 1),
    });
    bridge.current = instance;
    const onMessage = (event: MessageEvent) => {
      if (event.source === target.contentWindow) instance.receive(event.data);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      instance.close();
      if (bridge.current === instance) bridge.current = null;
    };
  }, [code, version, generation, store, remote, timers, now]);

  // A Fields button pressed in the builder reaches the preview's frame as SE's `event:test`.
  useEffect(() => {
    if (!muted) return;
    return widgetButtons.listen(({ field, value }) =>
      bridge.current?.send(
        { listener: 'event:test', event: { listener: 'widget-button', field, value } },
        null,
      ),
    );
  }, [muted]);

  // Every new event, in order: into the session, then into the frame.
  useEffect(() => {
    const current = bridge.current;
    if (!current) return;
    for (const item of feed) {
      if (item.n <= sent.current) continue;
      sent.current = item.n;
      const detail = seEventOf(item.event, (id) => `${origin}${emoteUrl(id)}`);
      if (detail) current.send(detail, item);
      else {
        fold(item, current);
        onConsumed?.(item);
      }
    }
  }, [feed, version, generation, origin, onConsumed]);

  if (!code) return null;
  return (
    <div className="kyo-custom" data-testid="custom-widget">
      <iframe
        key={`${generation}:${version}`}
        ref={frame}
        title="custom widget"
        className="kyo-custom-frame"
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        src={CUSTOM_FRAME_PATH}
        data-testid="custom-frame"
      />
      {muted && errors.length > 0 && (
        <ol className="kyo-custom-errors" data-testid="custom-errors" role="alert">
          {errors.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default CustomRenderer;
