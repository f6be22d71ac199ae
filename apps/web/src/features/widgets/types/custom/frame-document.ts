import {
  fillFieldPlaceholders,
  type CustomFieldValue,
} from '@kyo/contracts/widgets/types/custom.logic';

/**
 * The custom code widget's frame document (docs/widgets.md, "Custom code"): the streamer's HTML,
 * CSS and JavaScript in a `srcdoc` that a sandboxed iframe (`allow-scripts`, never
 * `allow-same-origin`) runs with an opaque origin, under a content security policy that lets it
 * load no script, no style and no connection from anywhere (`default-src 'none'`), and images,
 * media and fonts from `data:`, `blob:`, https and Kyo's own origin only. A small bootstrap gives
 * it StreamElements' API: `onWidgetLoad`, `onEventReceived`, `onSessionUpdate` window events and
 * `SE_API`, all over postMessage to the display.
 */

/** How long a frame may go without a heartbeat before the display loads it again (ms). */
export const HEARTBEAT_EVERY_MS = 1000;

/**
 * The bootstrap that runs first in the frame. Plain ES2017 as text (never transformed by the
 * build), so what runs in the frame is exactly this.
 */
export const FRAME_BOOTSTRAP = `(function () {
  'use strict';
  var host = window.parent;
  var next = 0;
  var pending = {};
  function post(message) {
    message.kyo = 1;
    try { host.postMessage(message, '*'); } catch (error) { /* a value that cannot be cloned */ }
  }
  function ask(type, payload) {
    return new Promise(function (resolve) {
      var id = ++next;
      pending[id] = resolve;
      payload.type = type;
      payload.id = id;
      post(payload);
    });
  }
  function dispatch(name, detail) {
    window.dispatchEvent(new CustomEvent(name, { detail: detail }));
  }
  function plain(value) {
    return value === undefined ? null : JSON.parse(JSON.stringify(value));
  }
  window.SE_API = {
    store: {
      get: function (key) { return ask('store.get', { key: String(key) }); },
      set: function (key, value) { post({ type: 'store.set', key: String(key), value: plain(value) }); }
    },
    counters: {
      get: function (name) { return ask('counter.get', { name: String(name) }); }
    },
    resumeQueue: function () { post({ type: 'resume' }); },
    sanitize: function (input) {
      return Promise.resolve({ result: { message: input && input.message }, skip: false });
    },
    cheerFilter: function (message) { return Promise.resolve(message); },
    setField: function () {},
    getOverlayStatus: function () { return Promise.resolve(window.__kyoOverlay || {}); }
  };
  window.addEventListener('message', function (event) {
    if (event.source !== host) return;
    var message = event.data;
    if (!message || message.kyo !== 1 || typeof message.type !== 'string') return;
    if (message.type === 'load') {
      window.__kyoOverlay = message.detail && message.detail.overlay;
      dispatch('onWidgetLoad', message.detail);
    } else if (message.type === 'event') dispatch('onEventReceived', message.detail);
    else if (message.type === 'session') dispatch('onSessionUpdate', message.detail);
    else if (message.type === 'reply' && pending[message.id]) {
      var resolve = pending[message.id];
      delete pending[message.id];
      resolve(message.value);
    }
  });
  window.addEventListener('error', function (event) {
    post({ type: 'error', message: String(event.message || event.error || 'Error'), line: Number(event.lineno) || 0 });
  });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    post({ type: 'error', message: 'Unhandled rejection: ' + String(reason && reason.message || reason), line: 0 });
  });
  setInterval(function () { post({ type: 'heartbeat' }); }, ${HEARTBEAT_EVERY_MS});
  window.__kyoReady = function () { post({ type: 'ready' }); };
})();`;

/** The frame's content security policy: nothing but inline code, and media from safe places. */
export function framePolicy(origin: string): string {
  const media = `data: blob: https: ${origin}`;
  return [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${media}`,
    `font-src ${media}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Text that must not close the element it sits in (a `</script>` inside the streamer's JS). */
const inScript = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1');
const inStyle = (code: string) => code.replace(/<\/(style)/gi, '<\\/$1');
const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Whether a widget's code uses jQuery, which StreamElements gives every custom widget. */
export const usesJquery = (code: { html: string; js: string }) =>
  /(^|[^\w$.])(\$|jQuery)\s*[.(]/.test(code.js) || /(^|[^\w$.])(\$|jQuery)\s*[.(]/.test(code.html);

export interface FrameCode {
  html: string;
  css: string;
  js: string;
  /** jQuery's minified source, inlined before the widget's code when it uses `$`. */
  jquery?: string | undefined;
  /** The fields' values: `{{name}}` in the code is replaced with them first, as SE does. */
  fieldData: Readonly<Record<string, CustomFieldValue>>;
}

/**
 * The whole frame document. The widget's script runs after its HTML, as on StreamElements; the
 * display sends `onWidgetLoad` once it has run (the last script says it is ready).
 */
export function frameDocument(code: FrameCode, origin: string): string {
  const fill = (text: string) => fillFieldPlaceholders(text, code.fieldData);
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${attr(framePolicy(origin))}">`,
    '<style>html,body{margin:0;background:transparent;overflow:hidden;}</style>',
    `<script>${FRAME_BOOTSTRAP}</script>`,
    code.jquery ? `<script>${inScript(code.jquery)}</script>` : '',
    `<style>${inStyle(fill(code.css))}</style>`,
    '</head><body>',
    fill(code.html),
    `<script>${inScript(fill(code.js))}\n</script>`,
    '<script>window.__kyoReady();</script>',
    '</body></html>',
  ].join('\n');
}
