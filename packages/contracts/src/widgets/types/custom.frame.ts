/**
 * The custom code widget's frame (docs/widgets.md, "Custom code"), zod-free: the server serves it
 * at CUSTOM_FRAME_PATH with its own content security policy (a `srcdoc` would inherit the
 * dashboard's and the display's, which allow no inline script), and the display loads it in an
 * iframe sandboxed with `allow-scripts` only: an opaque origin that cannot read the overlay key,
 * the session, cookies or Kyo's storage. The bootstrap asks the display for the widget's code
 * (`hello`), builds the page from it, and gives the code StreamElements' API: `onWidgetLoad`,
 * `onEventReceived`, `onSessionUpdate` window events and `SE_API`, all over postMessage.
 */

/** Where the frame's document is served (same origin as the pages that embed it). */
export const CUSTOM_FRAME_PATH = '/custom-frame';

/** How often the frame says it is alive (ms); a display reloads a frame silent for 5 s. */
export const HEARTBEAT_EVERY_MS = 1000;

/** The bootstrap: plain ES5 as text, never transformed by a build. */
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
    if (message.type === 'code') run(message.code);
    else if (message.type === 'load') {
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
  var started = false;
  function script(text) {
    var element = document.createElement('script');
    element.textContent = text;
    document.body.appendChild(element);
  }
  // The widget's code, once: its CSS, its HTML (scripts in it run in order), jQuery when it uses
  // it, its JavaScript; then onWidgetLoad may come.
  function run(code) {
    if (started || !code || typeof code !== 'object') return;
    started = true;
    var style = document.createElement('style');
    style.textContent = String(code.css || '');
    document.head.appendChild(style);
    document.body.innerHTML = String(code.html || '');
    var inline = Array.prototype.slice.call(document.body.querySelectorAll('script'));
    if (code.jquery) script(String(code.jquery));
    inline.forEach(function (old) {
      var element = document.createElement('script');
      element.textContent = old.textContent;
      old.parentNode.replaceChild(element, old);
    });
    script(String(code.js || '') + '\\n');
    post({ type: 'ready' });
  }
  post({ type: 'hello' });
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

/** The frame's whole document (the server's answer at CUSTOM_FRAME_PATH). */
export function customFrameHtml(): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="referrer" content="no-referrer">',
    '<style>html,body{margin:0;background:transparent;overflow:hidden;}</style>',
    '</head><body>',
    `<script>${FRAME_BOOTSTRAP}</script>`,
    '</body></html>',
  ].join('');
}
