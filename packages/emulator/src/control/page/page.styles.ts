/** Stylesheet of the control page and the consent pages (`/assets/emulator.css`). */
export const EMULATOR_CSS = `
:root {
  color-scheme: dark;
  --bg: #0b0e11; --panel: #14181d; --panel-2: #1b2026; --line: #262c34; --text: #e6e9ee;
  --muted: #8b95a3; --accent: #53fc18; --accent-ink: #0b0e11; --danger: #ff5d5d; --warn: #ffb547;
  --bot: #1d2a3f; --bot-line: #3a7bd5; --radius: 10px;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); }
h1, h2 { margin: 0; font-weight: 650; }
h1 { font-size: 18px; }
h1 small, h2 small { color: var(--muted); font-weight: 400; font-size: 13px; margin-left: 6px; }
h2 { font-size: 15px; margin-bottom: 10px; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.muted { color: var(--muted); }
.topbar { position: sticky; top: 0; z-index: 2; display: flex; align-items: center; gap: 16px; flex-wrap: wrap;
  padding: 12px 20px; background: rgba(11, 14, 17, .92); border-bottom: 1px solid var(--line); backdrop-filter: blur(6px); }
.topbar #reset { margin-left: auto; }
.layout { display: grid; grid-template-columns: minmax(360px, 1.3fr) minmax(300px, 1fr) minmax(300px, 1fr); gap: 16px; padding: 16px 20px 40px; }
.column { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 14px 16px; min-width: 0; }
.panel--wide { grid-column: 1 / -1; }
.panel--chat { display: flex; flex-direction: column; height: calc(100vh - 100px); min-height: 480px; position: sticky; top: 76px; }
@media (max-width: 1100px) { .layout { grid-template-columns: 1fr; } .panel--chat { position: static; height: 70vh; } }
.field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 10px; min-width: 0; }
.field > span { color: var(--muted); font-size: 12px; }
.field--inline { flex-direction: row; align-items: center; gap: 8px; margin: 0; }
.field--grow { flex: 1; }
.field--narrow { width: 130px; }
input, select { background: var(--panel-2); color: var(--text); border: 1px solid var(--line); border-radius: 8px; padding: 7px 9px; font: inherit; min-width: 0; }
input:focus, select:focus, button:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
input.tiny { width: 64px; padding: 3px 6px; }
.row { display: flex; gap: 10px; align-items: flex-end; flex-wrap: wrap; }
.row > .button { margin-bottom: 10px; }
.buttons { display: flex; gap: 8px; flex-wrap: wrap; margin-bottom: 10px; }
.button { background: var(--panel-2); color: var(--text); border: 1px solid var(--line); border-radius: 8px; padding: 7px 12px; font: inherit; cursor: pointer; }
.button:hover { border-color: #3a424d; background: #222830; }
.button--primary { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); font-weight: 650; }
.button--primary:hover { background: #6dff3a; }
.button--danger { color: var(--danger); }
.button--ghost { background: transparent; }
.button--small { padding: 3px 8px; font-size: 12px; }
.check { display: inline-flex; align-items: center; gap: 5px; margin-right: 10px; color: var(--muted); font-size: 13px; }
.check--row { margin-bottom: 18px; }
.stack { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; margin-bottom: 10px; }
fieldset.badges { border: 1px solid var(--line); border-radius: 8px; padding: 6px 10px; margin: 0 0 10px; flex: 1; }
fieldset.badges legend { color: var(--muted); font-size: 12px; padding: 0 4px; }
.chat-log { list-style: none; margin: 0 0 12px; padding: 8px; flex: 1; overflow-y: auto; background: #0f1317; border: 1px solid var(--line); border-radius: 8px; }
.chat-line { padding: 4px 8px; border-radius: 6px; word-wrap: break-word; }
.chat-line + .chat-line { margin-top: 2px; }
.chat-line--bot { background: var(--bot); border-left: 3px solid var(--bot-line); }
.chat-line--deleted .chat-content { text-decoration: line-through; color: var(--muted); }
.chat-time { color: var(--muted); font-size: 11px; margin-right: 6px; }
.chat-sender { font-weight: 650; }
.app-tag { background: var(--bot-line); color: #fff; font-size: 10px; font-weight: 700; padding: 1px 5px; border-radius: 4px; margin-right: 5px; text-transform: uppercase; }
.badge { display: inline-block; font-size: 10px; font-weight: 700; padding: 1px 5px; border-radius: 4px; margin-right: 4px; background: #2b323b; color: #cfd6df; }
.badge--broadcaster { background: #e0245e; color: #fff; }
.badge--moderator { background: #00a86b; color: #fff; }
.badge--vip { background: #d400ff; color: #fff; }
.badge--subscriber { background: var(--accent); color: var(--accent-ink); }
.badge--og, .badge--founder { background: #ffb547; color: #111; }
.badge--bot { background: var(--bot-line); color: #fff; }
.emote { display: inline-block; padding: 0 5px; border-radius: 4px; background: #2a2140; color: #d9c8ff; font-weight: 600; font-size: 12px; }
.empty { color: var(--muted); padding: 8px; }
.composer { border-top: 1px solid var(--line); padding-top: 10px; }
.live-pill { padding: 3px 10px; border-radius: 999px; background: var(--panel-2); color: var(--muted); font-weight: 650; font-size: 12px; }
.live-pill--on { background: var(--danger); color: #fff; }
.status-line, .now-playing { margin: 0 0 10px; padding: 8px 10px; background: var(--panel-2); border-radius: 8px; }
.track-list { display: flex; flex-direction: column; gap: 6px; margin-bottom: 10px; }
.track { text-align: left; }
.webhook-list, .fault-list { list-style: none; margin: 0 0 10px; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.webhook-list li, .fault-list li { display: flex; justify-content: space-between; gap: 8px; align-items: center; }
.discord-log { list-style: none; margin: 0; padding: 0; max-height: 320px; overflow-y: auto; display: flex; flex-direction: column; gap: 8px; }
.discord-log li { background: #1e2126; border-radius: 8px; padding: 8px 10px; }
.discord-log p { margin: 4px 0 0; }
.discord-meta { color: var(--muted); font-size: 12px; }
.embed-fields { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 12px; }
.embed-image { max-width: 240px; border-radius: 4px; margin-top: 4px; }
.embed { border-left: 4px solid #5865f2; background: #2b2d31; padding: 6px 10px; margin-top: 6px; border-radius: 4px; display: flex; flex-direction: column; gap: 2px; }
.table-wrap { overflow-x: auto; margin-bottom: 10px; }
table.grid { width: 100%; border-collapse: collapse; font-size: 13px; }
.grid th, .grid td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
.grid th { color: var(--muted); font-weight: 500; font-size: 12px; }
.grid .actions { white-space: nowrap; }
.grid .actions .button + .button { margin-left: 4px; }
.scopes { color: var(--muted); font-size: 12px; max-width: 280px; }
.token { display: inline-block; margin: 0 4px 2px 0; padding: 1px 6px; border-radius: 4px; font-family: ui-monospace, monospace; font-size: 11px; background: #1f3a22; color: #a5f3a0; }
.token--expired { background: #3d3320; color: var(--warn); }
.token--revoked { background: #3b1f22; color: var(--danger); text-decoration: line-through; }
.delivery--failed td { color: var(--danger); }
.delivery--pending td { color: var(--warn); }
.error { max-width: 260px; }
.toast { margin: 0; padding: 4px 10px; border-radius: 6px; opacity: 0; transition: opacity .2s; background: #1f3a22; color: #a5f3a0; }
.toast--show { opacity: 1; }
.toast--error { background: #3b1f22; color: var(--danger); }
/* Consent and error pages of the emulated providers. */
.consent-body { display: grid; place-items: center; min-height: 100vh; padding: 20px; }
.consent { width: min(480px, 100%); background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 28px; border-top: 4px solid var(--accent); }
.consent--spotify { border-top-color: #1ed760; }
.consent--discord { border-top-color: #5865f2; }
.consent h1 { font-size: 19px; margin-bottom: 18px; line-height: 1.35; }
.consent h2 { font-size: 13px; color: var(--muted); font-weight: 500; margin-top: 16px; }
.consent-provider { margin: 0 0 8px; font-weight: 700; letter-spacing: .02em; }
.consent-provider small { color: var(--muted); font-weight: 400; }
.consent-scopes { margin: 0; padding-left: 18px; }
.consent-scopes li { margin-bottom: 6px; }
.consent-scopes span { color: var(--muted); display: block; font-size: 13px; }
.consent-actions { display: flex; justify-content: flex-end; gap: 10px; margin-top: 22px; }
.consent-error { color: var(--danger); }
`;
