import { api, channelPath } from './control-api';
import { $ } from './dom';
import { type FormValues, formValues, optionalNumber } from './forms';
import { act } from './refresh';
import { type CrowdState, type SampleState, renderCrowd, renderSample } from './render-stream';

type StreamCall = [method: string, path: string, body: Record<string, unknown>, done: string];
type EventCall = [path: string, body: Record<string, unknown>, done: string];

/** The Stream panel's buttons (`data-action`), from its form's values. */
const streamActions: Partial<Record<string, (v: FormValues) => StreamCall>> = {
  live: (v) => [
    'POST',
    '/live',
    {
      title: v.title || undefined,
      category: v.category || undefined,
      viewerCount: optionalNumber(v.viewers),
    },
    'Live',
  ],
  offline: () => ['POST', '/offline', {}, 'Offline'],
  metadata: (v) => [
    'PATCH',
    '',
    { title: v.title || undefined, category: v.category || undefined },
    'Metadata updated',
  ],
  viewers: (v) => ['PUT', '/viewers', { count: Number(v.viewers) }, 'Viewer count set'],
  glitch: () => ['POST', '/viewers/glitch', { reads: 1 }, 'The next read reports 1 viewer'],
};

/** The Channel events panel's buttons (`data-action`): each posts a channel event. */
const eventActions: Partial<Record<string, (v: FormValues) => EventCall>> = {
  follow: (v) => ['/follows', { username: v.username }, `${v.username} followed`],
  subscribe: (v) => ['/subscriptions', { username: v.username }, `${v.username} subscribed`],
  resub: (v) => [
    '/renewals',
    { username: v.username, months: Number(v.months) },
    `${v.username} resubscribed`,
  ],
  gift: (v) => {
    const anonymous = v.anonymous === 'on';
    return [
      '/gifts',
      { count: Number(v.giftCount), gifter: anonymous ? undefined : v.username, anonymous },
      `${v.giftCount} subs gifted`,
    ];
  },
  kicks: (v) => [
    '/kicks',
    {
      username: v.username,
      amount: Number(v.kicks),
      name: v.kicksName || undefined,
      message: v.kicksMessage || undefined,
    },
    `${v.kicks} Kicks sent`,
  ],
  ban: (v) => [
    '/bans',
    { username: v.username, durationMinutes: optionalNumber(v.banMinutes) },
    `${v.username} banned`,
  ],
};

function crowdClick(crowd: string): Promise<unknown> {
  const c = formValues('#crowd-form');
  const body =
    crowd === 'stop'
      ? { ratePerSecond: 0 }
      : {
          ratePerSecond: Number(c.rate),
          viewers: Number(c.viewers),
          emoteShare: Number(c.emotes) / 100,
        };
  return act(
    api<CrowdState>('PUT', channelPath('/chat-crowd'), body).then(renderCrowd),
    crowd === 'stop' ? 'Crowd stopped' : 'Crowd started',
  );
}

function sampleClick(sample: string): Promise<unknown> {
  const m = formValues('#sample-form');
  return act(
    (sample === 'stop'
      ? api<SampleState>('DELETE', channelPath('/sample-stream'))
      : api<SampleState>('POST', channelPath('/sample-stream'), { minutes: Number(m.minutes) })
    ).then(renderSample),
    sample === 'stop' ? 'Sample stopped' : 'Sample stream playing',
  );
}

/** What a button does, by its data attributes or id; undefined for a button of no control. */
function buttonClick(target: HTMLButtonElement): Promise<unknown> | undefined {
  const action = target.getAttribute('data-action');
  const stream = action ? streamActions[action] : undefined;
  if (stream) {
    const [method, path, body, done] = stream(formValues('#stream-form'));
    return act(api(method, channelPath(path), body), done);
  }
  const event = action ? eventActions[action] : undefined;
  if (event) {
    const values = formValues('#events-form');
    const [path, body, done] = event(values);
    body.duplicate = values.duplicate === 'on';
    return act(api('POST', channelPath(path), body), done);
  }
  const crowd = target.getAttribute('data-crowd');
  if (crowd) return crowdClick(crowd);
  const sample = target.getAttribute('data-sample');
  if (sample) return sampleClick(sample);
  const track = target.getAttribute('data-track');
  if (track) return act(api('POST', '/spotify/play', { trackId: track }), 'Playing');
  const spotify = target.getAttribute('data-spotify');
  if (spotify) return act(api('POST', `/spotify/${spotify}`, {}), `Spotify: ${spotify}`);
  const op = target.getAttribute('data-op');
  if (op) {
    const grant = {
      provider: target.getAttribute('data-provider'),
      grantId: target.getAttribute('data-grant'),
    };
    if (op === 'revoke') return act(api('POST', '/tokens/revoke', grant), 'Grant revoked');
    const kind = op.replace('expire-', '');
    return act(api('POST', '/tokens/expire', { ...grant, kind }), `${kind} tokens expired`);
  }
  const fault = target.getAttribute('data-remove-fault');
  if (fault) return act(api('DELETE', `/faults/${fault}`), 'Fault removed');
  const redeliver = target.getAttribute('data-redeliver');
  if (redeliver)
    return act(api('POST', `/kick/deliveries/${redeliver}/redeliver`, {}), 'Redelivered');
  const webhook = target.getAttribute('data-delete-webhook');
  if (webhook) return act(api('DELETE', `/discord/webhooks/${webhook}`), 'Webhook deleted');
  if (target.id === 'faults-release')
    return act(api('POST', '/faults/release', {}), 'Held requests released');
  if (target.id === 'faults-clear') return act(api('DELETE', '/faults'), 'Faults cleared');
  if (target.id === 'reset') return act(api('POST', '/reset', {}), 'Reset to seed data');
  return undefined;
}

/** One click listener for every control button, drawn ones included (event delegation). */
export function wireButtons(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (target) void buttonClick(target);
  });
  // Enter in a field must not reload the page (these forms only have plain buttons).
  for (const selector of ['#stream-form', '#events-form']) {
    $(selector).addEventListener('submit', (event) => event.preventDefault());
  }
}
