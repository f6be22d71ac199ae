/**
 * Browser code of the control page, part 1: helpers, control API calls and rendering. Kept as
 * a string because the server is bundled into one file (no asset files next to it) and the
 * host's CSP forbids inline scripts: it is served as /assets/control.js. Plain ES2020, no
 * template literals (this is one). Chat text is always set with textContent, never as HTML.
 */
export const RENDER_SCRIPT = String.raw`
var root = document.getElementById('app');
var CONTROL = root.getAttribute('data-control-path');
var ui = { channelId: null, snapshot: null, chatSignature: '', tracksRendered: '' };

function $(selector) { return document.querySelector(selector); }
function tid(id) { return document.querySelector('[data-testid="' + id + '"]'); }

function h(tag, attrs, children) {
  var el = document.createElement(tag);
  Object.keys(attrs || {}).forEach(function (key) {
    var value = attrs[key];
    if (value === undefined || value === null || value === false) return;
    if (key === 'text') el.textContent = value;
    else if (key === 'color') el.style.color = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  });
  (children || []).forEach(function (child) {
    if (child !== null && child !== undefined) el.append(child);
  });
  return el;
}

async function api(method, path, body) {
  var init = { method: method, headers: {} };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  var res = await fetch(CONTROL + path, init);
  var text = await res.text();
  var data = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error((data && data.message) || ('HTTP ' + res.status));
  return data;
}

var toastTimer;
function toast(message, isError) {
  var el = tid('status-message');
  el.textContent = message;
  el.className = 'toast toast--show' + (isError ? ' toast--error' : '');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(function () { el.className = 'toast'; }, 3500);
}

function act(promise, message) {
  return promise
    .then(function (result) {
      var sent = result && result.deliveries ? result.deliveries.length : null;
      toast(message + (sent === null ? '' : ' (' + sent + ' webhook' + (sent === 1 ? '' : 's') + ')'));
      refreshState();
      refreshChat();
      return result;
    })
    .catch(function (error) { toast(error.message, true); });
}

function short(value) {
  return value.length > 14 ? value.slice(0, 6) + '…' + value.slice(-4) : value;
}

function timeOf(iso) {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function renderContent(content) {
  var parts = [];
  var pattern = /\[emote:(\d+):([^\]\s]+)\]/g;
  var last = 0;
  var match;
  while ((match = pattern.exec(content))) {
    if (match.index > last) parts.push(document.createTextNode(content.slice(last, match.index)));
    parts.push(h('span', { class: 'emote', title: 'emote ' + match[1], text: match[2] }));
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push(document.createTextNode(content.slice(last)));
  return parts;
}

function renderLine(entry) {
  var badges = entry.badges.map(function (b) {
    return h('span', { class: 'badge badge--' + b.type, title: b.text, text: b.text + (b.count ? ' ' + b.count : '') });
  });
  var cls = 'chat-line' + (entry.fromApp ? ' chat-line--bot' : '') + (entry.deleted ? ' chat-line--deleted' : '');
  return h('li', {
    class: cls,
    'data-testid': 'chat-message',
    'data-from-app': String(entry.fromApp),
    'data-sender': entry.sender.username,
    'data-message-id': entry.messageId,
    'data-deleted': String(entry.deleted),
  }, [
    h('time', { class: 'chat-time', datetime: entry.createdAt, text: timeOf(entry.createdAt) }),
    entry.fromApp ? h('span', { class: 'app-tag', title: 'sent by an app through POST /chat', text: 'APP ' + entry.apiType }) : null,
  ].concat(badges, [
    h('span', { class: 'chat-sender', 'data-testid': 'chat-message-sender', color: entry.sender.color, text: entry.sender.username }),
    h('span', { class: 'chat-colon', text: ': ' }),
    h('span', { class: 'chat-content', 'data-testid': 'chat-message-content' }, renderContent(entry.content)),
  ]));
}

function renderChat(entries) {
  var signature = entries.map(function (e) { return e.messageId + (e.deleted ? 'x' : ''); });
  var previous = ui.chatSignature ? ui.chatSignature.split(',') : [];
  if (signature.join(',') === ui.chatSignature) return;
  var log = tid('chat-log');
  var atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 60;
  var appendOnly = previous.length > 0 && previous.length < signature.length &&
    previous.every(function (id, i) { return signature[i] === id; });
  // Appending keeps the live region from re-announcing the whole log.
  if (appendOnly) {
    entries.slice(previous.length).forEach(function (entry) { log.append(renderLine(entry)); });
  } else {
    log.replaceChildren.apply(log, entries.length ? entries.map(renderLine) : [h('li', { class: 'empty', text: 'No messages yet' })]);
  }
  ui.chatSignature = signature.join(',');
  if (atBottom || appendOnly) log.scrollTop = log.scrollHeight;
}

function fillSelect(select, options, selected) {
  var signature = options.map(function (o) { return o.value + '=' + o.label; }).join('|');
  if (select.getAttribute('data-signature') === signature) return;
  select.setAttribute('data-signature', signature);
  select.replaceChildren.apply(select, options.map(function (o) {
    return h('option', { value: o.value, selected: o.value === selected, text: o.label });
  }));
}

function fillDatalist(list, values) {
  list.replaceChildren.apply(list, values.map(function (v) { return h('option', { value: v }); }));
}

function currentChannel() {
  var channels = ui.snapshot ? ui.snapshot.kick.channels : [];
  return channels.find(function (c) { return String(c.broadcasterUserId) === String(ui.channelId); });
}

function renderStream() {
  var channel = currentChannel();
  if (!channel) return;
  tid('chat-channel-name').textContent = '#' + channel.slug;
  var pill = tid('live-indicator');
  pill.textContent = channel.isLive ? 'LIVE · ' + channel.viewerCount + ' viewers' : 'offline';
  var walk = tid('viewer-walk');
  var glitches = tid('viewer-glitches');
  if (document.activeElement !== walk) walk.checked = channel.viewerWalk;
  if (document.activeElement !== glitches) glitches.checked = channel.viewerGlitches;
  pill.className = 'live-pill' + (channel.isLive ? ' live-pill--on' : '');
  tid('stream-status').textContent = (channel.isLive ? 'Live since ' + timeOf(channel.startedAt) : 'Offline') +
    ' · ' + channel.title + ' · ' + channel.category + ' · ' + channel.activeSubscribers + ' subs';
  var title = tid('stream-title');
  var category = tid('stream-category');
  if (!title.value && document.activeElement !== title) title.value = channel.title;
  if (!category.value && document.activeElement !== category) category.value = channel.category;
}

/** How a queue item reads: 'Name — Artists', the show for an episode, a tag for ads and local files. */
function itemLabel(item) {
  var type = item.type || 'track';
  if (type === 'ad') return 'Ad · ' + item.name;
  if (type === 'episode') return 'Podcast · ' + item.name + ' — ' + (item.show || '');
  return item.name + ' — ' + item.artists.join(', ') + ((item.isLocal || item.is_local) ? ' (local file)' : '');
}

function renderSpotify(snapshot) {
  var playback = snapshot.spotify.playback[snapshot.spotify.users[0].id];
  var el = tid('spotify-now-playing');
  if (!playback) {
    el.textContent = 'Nothing playing (currently-playing answers 204)';
  } else {
    var seconds = function (ms) { var s = Math.floor(ms / 1000); return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); };
    el.textContent = (playback.isPlaying ? '▶ ' : '⏸ ') + itemLabel(playback) +
      ' (' + seconds(playback.progressMs) + ' / ' + seconds(playback.durationMs) + ')';
  }
  el.setAttribute('data-type', playback ? playback.type : 'nothing');
  var upNext = (snapshot.spotify.upNext || {})[snapshot.spotify.users[0].id] || [];
  var next = tid('spotify-up-next');
  next.replaceChildren.apply(next, upNext.map(function (t) {
    return h('li', { text: t.name + (t.artists.length ? ' — ' + t.artists.join(', ') : '') });
  }));
  var signature = snapshot.spotify.tracks.map(function (t) { return t.id; }).join(',');
  if (ui.tracksRendered === signature) return;
  ui.tracksRendered = signature;
  var list = tid('spotify-tracks');
  list.replaceChildren.apply(list, snapshot.spotify.tracks.map(function (t) {
    return h('button', { type: 'button', class: 'button track', 'data-track': t.id, 'data-type': t.type || 'track', 'data-testid': 'spotify-track-' + t.id, text: itemLabel(t) });
  }));
}

function renderDiscord(snapshot) {
  var hooks = tid('discord-webhooks');
  hooks.replaceChildren.apply(hooks, snapshot.discord.webhooks.length ? snapshot.discord.webhooks.map(function (w) {
    var guild = snapshot.discord.guilds.find(function (g) { return g.id === w.guild_id; });
    var channel = guild && guild.channels.find(function (c) { return c.id === w.channel_id; });
    return h('li', { 'data-testid': 'discord-webhook', class: w.deleted ? 'muted' : '' }, [
      h('span', { text: w.name + ' → ' + (guild ? guild.name : '?') + ' #' + (channel ? channel.name : '?') + (w.deleted ? ' (deleted)' : '') }),
      w.deleted ? null : h('button', { type: 'button', class: 'button button--small', 'data-delete-webhook': w.id, text: 'Delete webhook' }),
    ]);
  }) : [h('li', { class: 'muted', text: 'No webhooks yet: connect Discord in the app' })]);
  var log = tid('discord-messages');
  log.replaceChildren.apply(log, snapshot.discord.messages.map(function (m) {
    var embeds = m.embeds.map(function (e) {
      var fields = (e.fields || []).map(function (f) {
        return h('span', { class: 'embed-field', 'data-testid': 'discord-embed-field', text: f.name + ': ' + f.value });
      });
      return h('div', { class: 'embed', 'data-testid': 'discord-embed' }, [
        e.author && e.author.name ? h('small', { class: 'muted', text: e.author.name }) : null,
        e.title ? h('strong', { 'data-testid': 'discord-embed-title', text: e.title }) : null,
        e.description ? h('p', { text: e.description }) : null,
        fields.length ? h('div', { class: 'embed-fields' }, fields) : null,
        e.image && e.image.url ? h('img', { class: 'embed-image', src: e.image.url, alt: '' }) : null,
        e.footer && e.footer.text ? h('small', { class: 'muted', text: e.footer.text }) : null,
      ]);
    });
    var state = m.deletedAt ? 'deleted ' + timeOf(m.deletedAt) : m.editedAt ? 'edited ' + m.edits.length + '× · last ' + timeOf(m.editedAt) : '';
    return h('li', { 'data-testid': 'discord-message', 'data-state': m.deletedAt ? 'deleted' : m.editedAt ? 'edited' : 'posted', class: m.deletedAt ? 'muted' : '' }, [
      h('div', { class: 'discord-meta', text: m.channel + ' · ' + m.username + ' · ' + timeOf(m.createdAt) }),
      state ? h('div', { class: 'discord-meta', 'data-testid': 'discord-message-state', text: state }) : null,
      m.content ? h('p', { 'data-testid': 'discord-message-content', text: m.content }) : null,
    ].concat(embeds));
  }));
}

function renderTokens(snapshot) {
  var body = tid('tokens-list');
  var rows = snapshot.tokens.slice(0, 30).map(function (g) {
    var tokens = g.tokens.slice(-4).map(function (t) {
      return h('span', { class: 'token token--' + t.status, title: t.kind + ' ' + t.status + (t.expiresAt ? ' until ' + t.expiresAt : ''), text: t.kind[0].toUpperCase() + ' ' + short(t.token) });
    });
    var actions = g.revoked ? [h('span', { class: 'muted', text: 'revoked' })] : ['access', 'refresh'].map(function (kind) {
      return h('button', { type: 'button', class: 'button button--small', 'data-grant': g.grantId, 'data-provider': g.provider, 'data-op': 'expire-' + kind, 'data-testid': 'token-expire-' + kind, text: 'Expire ' + kind });
    }).concat([h('button', { type: 'button', class: 'button button--small button--danger', 'data-grant': g.grantId, 'data-provider': g.provider, 'data-op': 'revoke', 'data-testid': 'token-revoke', text: 'Revoke' })]);
    return h('tr', { 'data-testid': 'token-row', 'data-provider': g.provider }, [
      h('td', { text: g.provider }), h('td', { text: g.account }), h('td', { text: g.clientId }),
      h('td', { class: 'scopes', text: g.scopes.join(' ') }), h('td', {}, tokens), h('td', { class: 'actions' }, actions),
    ]);
  });
  body.replaceChildren.apply(body, rows.length ? rows : [h('tr', {}, [h('td', { colspan: 6, class: 'muted', text: 'No tokens issued yet' })])]);
}

function renderFaults(snapshot) {
  var list = tid('faults-list');
  list.replaceChildren.apply(list, snapshot.faults.map(function (f) {
    var what = f.kind === 'timeout' ? 'timeout' : String(f.status) + (f.quotaExceeded ? ' quota' : '') + (f.retryAfterSeconds !== null ? ' (Retry-After ' + f.retryAfterSeconds + ')' : '');
    if (f.every !== null) what += ' · 1 request in ' + f.every;
    var left = f.remaining !== null ? f.remaining + ' left'
      : f.expires_at !== null ? 'until ' + timeOf(new Date(f.expires_at).toISOString()) : 'until cleared';
    return h('li', { 'data-testid': 'fault-row' }, [
      h('span', { text: f.provider + ' ' + (f.method || 'any') + ' ' + (f.pathContains || '*') + ' → ' + what + ' · ' + left + ' · ' + f.hits + ' hit' }),
      h('button', { type: 'button', class: 'button button--small', 'data-remove-fault': f.id, text: 'Remove' }),
    ]);
  }));
}

function renderDeliveries(snapshot) {
  tid('webhook-url').textContent = snapshot.kick.webhookUrl || 'not configured';
  var body = tid('deliveries-list');
  body.replaceChildren.apply(body, snapshot.kick.deliveries.slice(0, 25).map(function (d) {
    return h('tr', { 'data-testid': 'delivery-row', 'data-state': d.state, class: 'delivery--' + d.state }, [
      h('td', { text: timeOf(d.createdAt) }), h('td', { text: d.event }), h('td', { class: 'mono', title: d.messageId, text: short(d.messageId) }),
      h('td', { text: d.kind }), h('td', { 'data-testid': 'delivery-status', text: d.statusCode === null ? d.state : String(d.statusCode) }),
      h('td', { text: d.durationMs === null ? '' : String(d.durationMs) }), h('td', { class: 'error', text: d.error || '' }),
      h('td', {}, [h('button', { type: 'button', class: 'button button--small', 'data-redeliver': d.messageId, 'data-testid': 'delivery-redeliver', text: 'Redeliver' })]),
    ]);
  }));
}

function renderSnapshot(snapshot) {
  ui.snapshot = snapshot;
  var channels = snapshot.kick.channels;
  if (!ui.channelId || !currentChannel()) ui.channelId = String(channels[0] ? channels[0].broadcasterUserId : '');
  fillSelect(tid('channel-select'), channels.map(function (c) {
    return { value: String(c.broadcasterUserId), label: c.username + (c.isLive ? ' (live)' : '') };
  }), ui.channelId);
  fillDatalist($('#viewer-names'), snapshot.kick.viewers.map(function (v) { return v.username; }));
  fillDatalist($('#category-names'), snapshot.kick.categories.map(function (c) { return c.name; }));
  renderStream();
  renderSpotify(snapshot);
  renderDiscord(snapshot);
  renderTokens(snapshot);
  renderFaults(snapshot);
  renderDeliveries(snapshot);
}
`;
