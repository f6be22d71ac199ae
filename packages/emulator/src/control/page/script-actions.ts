/** Browser code of the control page, part 2: polling and what each control does. */
export const ACTIONS_SCRIPT = String.raw`
var CHANNEL_KEY = 'kyo-emulator-channel';
var busy = { chat: false, state: false };

async function refreshChat() {
  if (busy.chat || !ui.channelId) return;
  busy.chat = true;
  try {
    renderChat(await api('GET', '/kick/channels/' + ui.channelId + '/chat?limit=200'));
  } catch (error) {
    // The next poll retries; a restart of the server is not worth a toast.
  } finally {
    busy.chat = false;
  }
}

async function refreshState() {
  if (busy.state) return;
  busy.state = true;
  try {
    renderSnapshot(await api('GET', '/state'));
    if (ui.channelId) renderCrowd(await api('GET', channelPath('/chat-crowd')));
    if (ui.channelId) renderSample(await api('GET', channelPath('/sample-stream')));
  } catch (error) {
    // Ditto.
  } finally {
    busy.state = false;
  }
}

function renderCrowd(state) {
  tid('crowd-status').textContent = state.ratePerSecond > 0
    ? 'Running: ' + state.ratePerSecond + ' lines a second from ' + state.viewers + ' viewers'
    : 'Stopped';
  return state;
}

function renderSample(state) {
  tid('sample-status').textContent = state.playing
    ? 'Playing: minute ' + state.minute + ' of ' + state.minutes
    : 'Not playing';
  return state;
}

function channelPath(suffix) {
  return '/kick/channels/' + ui.channelId + suffix;
}

function formValues(form) {
  var data = {};
  new FormData(form).forEach(function (value, key) { data[key] = value; });
  return data;
}

function optionalNumber(value) {
  return value === '' || value === undefined ? undefined : Number(value);
}

$('#chat-form').addEventListener('submit', function (event) {
  event.preventDefault();
  var form = event.target;
  var values = formValues(form);
  var months = Number(values.months) || 1;
  var badges = Array.prototype.map.call(form.querySelectorAll('input[name="badge"]:checked'), function (box) {
    return box.value === 'subscriber' ? { type: 'subscriber', count: months } : box.value;
  });
  act(api('POST', channelPath('/chat'), { username: values.username, content: values.content, badges: badges }), 'Sent as ' + values.username)
    .then(function (result) {
      if (!result) return;
      form.elements.content.value = '';
      form.elements.content.focus();
    });
});

$('#emote-select').addEventListener('change', function (event) {
  var select = event.target;
  if (!select.value) return;
  var input = tid('chat-content');
  input.value = (input.value ? input.value.replace(/\s*$/, ' ') : '') + select.value + ' ';
  select.value = '';
  input.focus();
});

var streamActions = {
  live: function (v) {
    return ['POST', '/live', { title: v.title || undefined, category: v.category || undefined, viewerCount: optionalNumber(v.viewers) }, 'Live'];
  },
  offline: function () { return ['POST', '/offline', {}, 'Offline']; },
  metadata: function (v) { return ['PATCH', '', { title: v.title || undefined, category: v.category || undefined }, 'Metadata updated']; },
  viewers: function (v) { return ['PUT', '/viewers', { count: Number(v.viewers) }, 'Viewer count set']; },
  glitch: function () { return ['POST', '/viewers/glitch', { reads: 1 }, 'The next read reports 1 viewer']; },
};

document.addEventListener('change', function (event) {
  var box = event.target.closest('[data-motion]');
  if (!box || !ui.channelId) return;
  var body = {};
  body[box.getAttribute('data-motion')] = box.checked;
  act(api('PUT', channelPath('/viewer-motion'), body), box.checked ? 'On' : 'Off');
});

var eventActions = {
  follow: function (v) { return ['/follows', { username: v.username }, v.username + ' followed']; },
  subscribe: function (v) { return ['/subscriptions', { username: v.username }, v.username + ' subscribed']; },
  resub: function (v) { return ['/renewals', { username: v.username, months: Number(v.months) }, v.username + ' resubscribed']; },
  gift: function (v) {
    var anonymous = v.anonymous === 'on';
    return ['/gifts', { count: Number(v.giftCount), gifter: anonymous ? undefined : v.username, anonymous: anonymous }, v.giftCount + ' subs gifted'];
  },
  kicks: function (v) {
    return ['/kicks', { username: v.username, amount: Number(v.kicks), name: v.kicksName || undefined, message: v.kicksMessage || undefined }, v.kicks + ' Kicks sent'];
  },
  ban: function (v) { return ['/bans', { username: v.username, durationMinutes: optionalNumber(v.banMinutes) }, v.username + ' banned']; },
};

document.addEventListener('click', function (event) {
  var target = event.target.closest('button');
  if (!target) return;
  var action = target.getAttribute('data-action');
  if (action && streamActions[action]) {
    var s = streamActions[action](formValues($('#stream-form')));
    return act(api(s[0], channelPath(s[1]), s[2]), s[3]);
  }
  if (action && eventActions[action]) {
    var values = formValues($('#events-form'));
    var e = eventActions[action](values);
    e[1].duplicate = values.duplicate === 'on';
    return act(api('POST', channelPath(e[0]), e[1]), e[2]);
  }
  var crowd = target.getAttribute('data-crowd');
  if (crowd) {
    var c = formValues($('#crowd-form'));
    var body = crowd === 'stop'
      ? { ratePerSecond: 0 }
      : { ratePerSecond: Number(c.rate), viewers: Number(c.viewers), emoteShare: Number(c.emotes) / 100 };
    return act(
      api('PUT', channelPath('/chat-crowd'), body).then(renderCrowd),
      crowd === 'stop' ? 'Crowd stopped' : 'Crowd started',
    );
  }
  var sample = target.getAttribute('data-sample');
  if (sample) {
    var m = formValues($('#sample-form'));
    return act(
      (sample === 'stop'
        ? api('DELETE', channelPath('/sample-stream'))
        : api('POST', channelPath('/sample-stream'), { minutes: Number(m.minutes) })
      ).then(renderSample),
      sample === 'stop' ? 'Sample stopped' : 'Sample stream playing',
    );
  }
  var track = target.getAttribute('data-track');
  if (track) return act(api('POST', '/spotify/play', { trackId: track }), 'Playing');
  var spotify = target.getAttribute('data-spotify');
  if (spotify) return act(api('POST', '/spotify/' + spotify, {}), 'Spotify: ' + spotify);
  var op = target.getAttribute('data-op');
  if (op) {
    var grant = { provider: target.getAttribute('data-provider'), grantId: target.getAttribute('data-grant') };
    if (op === 'revoke') return act(api('POST', '/tokens/revoke', grant), 'Grant revoked');
    grant.kind = op.replace('expire-', '');
    return act(api('POST', '/tokens/expire', grant), grant.kind + ' tokens expired');
  }
  var fault = target.getAttribute('data-remove-fault');
  if (fault) return act(api('DELETE', '/faults/' + fault), 'Fault removed');
  var redeliver = target.getAttribute('data-redeliver');
  if (redeliver) return act(api('POST', '/kick/deliveries/' + redeliver + '/redeliver', {}), 'Redelivered');
  var webhook = target.getAttribute('data-delete-webhook');
  if (webhook) return act(api('DELETE', '/discord/webhooks/' + webhook), 'Webhook deleted');
  if (target.id === 'faults-release') return act(api('POST', '/faults/release', {}), 'Held requests released');
  if (target.id === 'faults-clear') return act(api('DELETE', '/faults'), 'Faults cleared');
  if (target.id === 'reset') return act(api('POST', '/reset', {}), 'Reset to seed data');
});

$('#fault-form').addEventListener('submit', function (event) {
  event.preventDefault();
  var v = formValues(event.target);
  var body = {
    provider: v.provider, pathContains: v.path || undefined, method: v.method || undefined,
    count: optionalNumber(v.count), every: optionalNumber(v.every), durationSeconds: optionalNumber(v.duration),
  };
  if (v.kind === 'timeout') body.timeout = true;
  else body.status = Number(v.kind);
  if (v.quota === 'on') body.quotaExceeded = true;
  body.retryAfterSeconds = optionalNumber(v.retryAfter);
  act(api('POST', '/faults', body), 'Fault added');
});

$('#lifetimes-form').addEventListener('submit', function (event) {
  event.preventDefault();
  var v = formValues(event.target);
  var body = { provider: v.provider, accessTokenSeconds: optionalNumber(v.access) };
  if (v.refresh !== '') body.refreshTokenSeconds = Number(v.refresh);
  act(api('PUT', '/tokens/lifetimes', body), 'Lifetimes set');
});

tid('channel-select').addEventListener('change', function (event) {
  ui.channelId = event.target.value;
  ui.chatSignature = '';
  tid('stream-title').value = '';
  tid('stream-category').value = '';
  try { localStorage.setItem(CHANNEL_KEY, ui.channelId); } catch (e) { /* private mode */ }
  renderStream();
  refreshChat();
});

['#stream-form', '#events-form'].forEach(function (selector) {
  // Enter in a field must not reload the page (these forms only have plain buttons).
  $(selector).addEventListener('submit', function (event) { event.preventDefault(); });
});

try { ui.channelId = localStorage.getItem(CHANNEL_KEY); } catch (e) { /* private mode */ }

refreshState().then(refreshChat);
setInterval(refreshChat, 700);
setInterval(refreshState, 1500);
`;
