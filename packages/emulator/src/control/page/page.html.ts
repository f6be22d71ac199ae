import { REWARDS_PANEL } from './rewards-panel';
import { EMOTES } from '../../kick/catalog';
import { htmlPage } from '../../shared/html-page';

const BADGES = ['broadcaster', 'moderator', 'vip', 'og', 'founder', 'subscriber'];

function badgeBoxes(): string {
  return BADGES.map(
    (b) =>
      `<label class="check"><input type="checkbox" name="badge" value="${b}" data-testid="badge-${b}"> ${b}</label>`,
  ).join('');
}

/** Choosing an emote inserts its `[emote:<id>:<name>]` token, as Kick's chat does (docs/platforms/kick.md §7). */
function emoteOptions(): string {
  return EMOTES.map((e) => `<option value="[emote:${e.id}:${e.name}]">${e.name}</option>`).join('');
}

const chatPanel = `<section class="panel panel--chat" aria-labelledby="chat-title">
<h2 id="chat-title">Chat <small data-testid="chat-channel-name"></small></h2>
<ol class="chat-log" data-testid="chat-log" role="log" aria-label="Chat log"></ol>
<form class="composer" data-testid="chat-composer" id="chat-form">
<div class="row">
<label class="field field--narrow"><span>Viewer</span><input name="username" data-testid="chat-username" value="pixel_pat" required pattern="[A-Za-z0-9_]{1,25}" list="viewer-names" autocomplete="off"></label>
<fieldset class="badges"><legend>Badges</legend>${badgeBoxes()}
<label class="check">months <input type="number" name="months" min="1" max="120" value="1" class="tiny" data-testid="badge-subscriber-months" aria-label="Subscriber months"></label></fieldset>
</div>
<div class="row">
<label class="field field--grow"><span>Message</span><input name="content" data-testid="chat-content" maxlength="500" required autocomplete="off" placeholder="Type a message, e.g. !hello"></label>
<label class="field field--narrow"><span>Emote</span><select name="emote" data-testid="chat-emote" id="emote-select"><option value="">—</option>${emoteOptions()}</select></label>
<button type="submit" class="button button--primary" data-testid="chat-send">Send</button>
</div>
</form>
<datalist id="viewer-names"></datalist>
</section>`;

const streamPanel = `<section class="panel" aria-labelledby="stream-title-h">
<h2 id="stream-title-h">Stream</h2>
<p class="status-line" data-testid="stream-status">—</p>
<form id="stream-form">
<label class="field"><span>Title</span><input name="title" data-testid="stream-title" maxlength="200"></label>
<label class="field"><span>Category</span><input name="category" data-testid="stream-category" list="category-names" maxlength="60"></label>
<datalist id="category-names"></datalist>
<div class="buttons">
<button type="button" class="button button--primary" data-action="live" data-testid="go-live">Go live</button>
<button type="button" class="button" data-action="offline" data-testid="go-offline">Go offline</button>
<button type="button" class="button" data-action="metadata" data-testid="update-metadata">Update title/category</button>
</div>
<div class="row">
<label class="field field--narrow"><span>Viewers</span><input type="number" name="viewers" min="0" value="42" data-testid="viewer-count"></label>
<button type="button" class="button" data-action="viewers" data-testid="set-viewers">Set viewers</button>
</div>
<div class="stack">
<label class="check"><input type="checkbox" name="walk" data-motion="walk" data-testid="viewer-walk"> viewers move on their own while live</label>
<label class="check"><input type="checkbox" name="glitches" data-motion="glitches" data-testid="viewer-glitches"> a read now and then reports 1 viewer (Kick's glitch)</label>
<button type="button" class="button" data-action="glitch" data-testid="viewer-glitch">Glitch the next read</button>
</div>
</form>
</section>`;

const crowdPanel = `<section class="panel" aria-labelledby="crowd-title">
<h2 id="crowd-title">Chat crowd</h2>
<p class="muted">Many viewers chat in the channel with emotes, so the chat box, the chat leaderboard and the emote streak move.</p>
<p class="status-line" data-testid="crowd-status">Stopped</p>
<form id="crowd-form">
<div class="row">
<label class="field field--narrow"><span>Lines a second</span><input type="number" name="rate" min="1" max="50" value="5" data-testid="crowd-rate"></label>
<label class="field field--narrow"><span>Viewers</span><input type="number" name="viewers" min="1" max="200" value="30" data-testid="crowd-viewers"></label>
<label class="field field--narrow"><span>Lines with emotes, %</span><input type="number" name="emotes" min="0" max="100" value="60" data-testid="crowd-emotes"></label>
</div>
<div class="buttons">
<button type="button" class="button button--primary" data-crowd="start" data-testid="crowd-start">Start the crowd</button>
<button type="button" class="button" data-crowd="stop" data-testid="crowd-stop">Stop</button>
</div>
</form>
</section>`;

const samplePanel = `<section class="panel" aria-labelledby="sample-title">
<h2 id="sample-title">Stream stats demo</h2>
<p class="muted">Plays a whole stream quickly through the same webhooks and polls: viewers rise and fall, a chat crowd, follows, subs, gifts, Kicks and a category change. One stream minute a second; Kyo records it as a sample, marked as such (docs/stats.md).</p>
<p class="status-line" data-testid="sample-status">Not playing</p>
<form id="sample-form">
<div class="row">
<label class="field field--narrow"><span>Minutes</span><input type="number" name="minutes" min="5" max="720" value="90" data-testid="sample-minutes"></label>
</div>
<div class="buttons">
<button type="button" class="button button--primary" data-sample="start" data-testid="sample-start">Play a sample stream</button>
<button type="button" class="button" data-sample="stop" data-testid="sample-stop">Stop</button>
</div>
</form>
</section>`;

const eventsPanel = `<section class="panel" aria-labelledby="events-title">
<h2 id="events-title">Channel events</h2>
<form id="events-form">
<div class="row">
<label class="field field--grow"><span>Viewer</span><input name="username" data-testid="event-username" value="sub_sam" pattern="[A-Za-z0-9_]{1,25}" list="viewer-names" autocomplete="off"></label>
<label class="check check--row"><input type="checkbox" name="duplicate" data-testid="event-duplicate"> deliver twice</label>
</div>
<div class="buttons">
<button type="button" class="button" data-action="follow" data-testid="event-follow">Follow</button>
<button type="button" class="button" data-action="subscribe" data-testid="event-subscribe">Subscribe</button>
</div>
<div class="row">
<label class="field field--narrow"><span>Months</span><input type="number" name="months" min="1" max="120" value="3" data-testid="event-months"></label>
<button type="button" class="button" data-action="resub" data-testid="event-resub">Resubscribe</button>
</div>
<div class="row">
<label class="field field--narrow"><span>Gift count</span><input type="number" name="giftCount" min="1" max="100" value="5" data-testid="event-gift-count"></label>
<button type="button" class="button" data-action="gift" data-testid="event-gift">Gift subs</button>
<label class="check check--row"><input type="checkbox" name="anonymous" data-testid="event-gift-anonymous"> anonymous</label>
</div>
<div class="row">
<label class="field field--narrow"><span>Kicks</span><input type="number" name="kicks" min="1" value="100" data-testid="event-kicks-amount"></label>
<label class="field field--grow"><span>Gift name</span><input name="kicksName" value="Full Send" maxlength="50" data-testid="event-kicks-name"></label>
</div>
<div class="row">
<label class="field field--grow"><span>Kicks message</span><input name="kicksMessage" maxlength="200" data-testid="event-kicks-message"></label>
<button type="button" class="button" data-action="kicks" data-testid="event-kicks">Send Kicks</button>
</div>
<div class="row">
<label class="field field--narrow"><span>Ban minutes</span><input type="number" name="banMinutes" min="1" max="10080" placeholder="permanent" data-testid="event-ban-duration"></label>
<button type="button" class="button button--danger" data-action="ban" data-testid="event-ban">Ban</button>
</div>
</form>
</section>`;

const spotifyPanel = `<section class="panel" aria-labelledby="spotify-title">
<h2 id="spotify-title">Spotify</h2>
<p class="now-playing" data-testid="spotify-now-playing">Nothing playing</p>
<p class="muted">The queue plays in order and loops: pick an item to play it now.</p>
<div class="track-list" data-testid="spotify-tracks" role="group" aria-label="Play queue"></div>
<div class="buttons">
<button type="button" class="button" data-spotify="pause" data-testid="spotify-pause">Pause</button>
<button type="button" class="button" data-spotify="resume" data-testid="spotify-resume">Resume</button>
<button type="button" class="button" data-spotify="next" data-testid="spotify-next">Skip</button>
<button type="button" class="button" data-spotify="stop" data-testid="spotify-stop">Stop</button>
<button type="button" class="button" data-spotify="ending" data-testid="spotify-ending">Skip to last 20 s</button>
</div>
<p class="muted">Up next (tracks added to the queue, e.g. song requests, play first):</p>
<ol class="up-next" data-testid="spotify-up-next"></ol>
<div class="buttons">
<button type="button" class="button" data-spotify="free" data-testid="spotify-free">Make account free</button>
<button type="button" class="button" data-spotify="premium" data-testid="spotify-premium">Make account Premium</button>
</div>
</section>`;

const discordPanel = `<section class="panel" aria-labelledby="discord-title">
<h2 id="discord-title">Discord</h2>
<ul class="webhook-list" data-testid="discord-webhooks" aria-label="Webhooks"></ul>
<ol class="discord-log" data-testid="discord-messages" aria-label="Discord messages received"></ol>
</section>`;

const tokensPanel = `<section class="panel panel--wide" aria-labelledby="tokens-title">
<h2 id="tokens-title">Tokens</h2>
<div class="table-wrap"><table class="grid"><thead><tr><th>Provider</th><th>Account</th><th>Client</th><th>Scopes</th><th>Tokens</th><th>Actions</th></tr></thead>
<tbody data-testid="tokens-list"></tbody></table></div>
<form id="lifetimes-form" class="row">
<label class="field field--narrow"><span>Provider</span><select name="provider" data-testid="lifetime-provider"><option>kick</option><option>spotify</option><option>discord</option></select></label>
<label class="field field--narrow"><span>Access token seconds</span><input type="number" name="access" min="1" data-testid="lifetime-access"></label>
<label class="field field--narrow"><span>Refresh token seconds</span><input type="number" name="refresh" min="1" placeholder="never" data-testid="lifetime-refresh"></label>
<button type="submit" class="button" data-testid="lifetime-save">Set lifetimes</button>
</form>
</section>`;

const faultsPanel = `<section class="panel" aria-labelledby="faults-title">
<h2 id="faults-title">Faults</h2>
<form id="fault-form">
<div class="row">
<label class="field field--narrow"><span>Provider</span><select name="provider" data-testid="fault-provider"><option>kick</option><option>spotify</option><option>discord</option></select></label>
<label class="field field--grow"><span>Path contains</span><input name="path" placeholder="/public/v1/chat" data-testid="fault-path"></label>
<label class="field field--narrow"><span>Method</span><select name="method" data-testid="fault-method"><option value="">any</option><option>GET</option><option>POST</option><option>PATCH</option><option>DELETE</option></select></label>
</div>
<div class="row">
<label class="field field--narrow"><span>Failure</span><select name="kind" data-testid="fault-kind"><option value="500">500</option><option value="502">502</option><option value="503">503</option><option value="429">429</option><option value="timeout">timeout</option></select></label>
<label class="field field--narrow"><span>Retry-After s</span><input type="number" name="retryAfter" min="0" data-testid="fault-retry-after"></label>
<label class="field field--narrow"><span>Count</span><input type="number" name="count" min="1" placeholder="until cleared" data-testid="fault-count"></label>
</div>
<div class="row">
<label class="field field--narrow"><span>Every Nth</span><input type="number" name="every" min="2" max="1000" placeholder="every one" data-testid="fault-every"></label>
<label class="field field--narrow"><span>For seconds</span><input type="number" name="duration" min="1" max="86400" placeholder="until cleared" data-testid="fault-duration"></label>
<label class="check check--row"><input type="checkbox" name="quota" data-testid="fault-quota"> Spotify quota spent</label>
<button type="submit" class="button" data-testid="fault-add">Add fault</button>
</div>
</form>
<ul class="fault-list" data-testid="faults-list"></ul>
<div class="buttons">
<button type="button" class="button" id="faults-release" data-testid="faults-release">Release held requests</button>
<button type="button" class="button" id="faults-clear" data-testid="faults-clear">Clear faults</button>
</div>
</section>`;

const deliveriesPanel = `<section class="panel panel--wide" aria-labelledby="deliveries-title">
<h2 id="deliveries-title">Webhook deliveries</h2>
<p class="muted">Kick events go to <code data-testid="webhook-url">—</code></p>
<div class="table-wrap"><table class="grid"><thead><tr><th>Time</th><th>Event</th><th>Message id</th><th>Kind</th><th>Status</th><th>ms</th><th>Error</th><th></th></tr></thead>
<tbody data-testid="deliveries-list"></tbody></table></div>
</section>`;

/** The control page: static structure; control.js fills it and keeps it fresh. */
export function controlPageHtml(assetsPath: string, controlPath: string): string {
  return htmlPage({
    title: 'Kyo platform emulator',
    assetsPath,
    script: 'control.js',
    bodyClass: 'control-body',
    body: `<header class="topbar" data-control-path="${controlPath}" id="app">
<h1>Kyo platform emulator <small>Kick · Spotify · Discord</small></h1>
<label class="field field--inline"><span>Channel</span><select data-testid="channel-select" id="channel-select" aria-label="Streamer channel"></select></label>
<span class="live-pill" data-testid="live-indicator">offline</span>
<p class="toast" role="status" aria-live="polite" data-testid="status-message"></p>
<button type="button" class="button button--ghost" id="reset" data-testid="reset">Reset to seed data</button>
</header>
<main class="layout">
${chatPanel}
<div class="column">${streamPanel}${samplePanel}${crowdPanel}${eventsPanel}${REWARDS_PANEL}</div>
<div class="column">${spotifyPanel}${discordPanel}${faultsPanel}</div>
${tokensPanel}
${deliveriesPanel}
</main>`,
  });
}
