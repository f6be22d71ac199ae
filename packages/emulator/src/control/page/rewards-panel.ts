/**
 * The control page's channel-points panel: the channel's rewards, each with a Redeem button (as
 * the viewer named in "Channel events"), and the redemptions with their status, which the
 * streamer can accept or reject as on Kick's own dashboard. Plain ES2020 like the other parts.
 */
export const REWARDS_PANEL = `<section class="panel" aria-labelledby="rewards-title">
<h2 id="rewards-title">Channel points</h2>
<p class="muted">A viewer (the one in Channel events) redeems a reward; Kick sends <code>channel.reward.redemption.updated</code>.</p>
<label class="field field--grow"><span>Viewer's text</span><input name="rewardInput" id="reward-input" maxlength="500" data-testid="reward-input" placeholder="for rewards that ask for one"></label>
<ul class="fault-list" data-testid="rewards-list" aria-label="Rewards"></ul>
<h3 class="muted">Redemptions</h3>
<ul class="fault-list" data-testid="redemptions-list" aria-label="Redemptions"></ul>
</section>`;

export const REWARDS_SCRIPT = String.raw`
var rewardsBusy = false;

async function refreshRewards() {
  if (rewardsBusy || !ui.channelId) return;
  rewardsBusy = true;
  try {
    renderRewards(await api('GET', channelPath('/rewards')), await api('GET', channelPath('/redemptions')));
  } catch (error) {
    // The next poll retries.
  } finally {
    rewardsBusy = false;
  }
}

function renderRewards(rewards, redemptions) {
  var list = tid('rewards-list');
  list.replaceChildren.apply(list, rewards.length ? rewards.map(function (r) {
    var flags = [r.cost + ' points', r.createdBy];
    if (r.paused) flags.push('paused');
    if (!r.enabled) flags.push('disabled');
    if (r.skipQueue) flags.push('skips the queue');
    if (r.userInputRequired) flags.push('asks for a text');
    return h('li', { 'data-testid': 'emulator-reward' }, [
      h('span', {}, [h('strong', { text: r.title }), h('span', { class: 'muted', text: ' · ' + flags.join(' · ') })]),
      h('button', { type: 'button', class: 'button', 'data-redeem': r.id, 'data-testid': 'redeem-' + r.title, text: 'Redeem' }),
    ]);
  }) : [h('li', { class: 'muted', text: 'No rewards yet' })]);
  var log = tid('redemptions-list');
  log.replaceChildren.apply(log, redemptions.slice(0, 15).map(function (r) {
    var buttons = r.status === 'pending' ? [
      h('button', { type: 'button', class: 'button', 'data-decide': 'accept', 'data-redemption': r.id, text: 'Accept' }),
      h('button', { type: 'button', class: 'button', 'data-decide': 'reject', 'data-redemption': r.id, text: 'Reject' }),
    ] : [];
    return h('li', { 'data-testid': 'emulator-redemption', 'data-status': r.status }, [
      h('span', {}, [
        h('strong', { text: r.rewardTitle }),
        h('span', { text: ' by ' + r.username + (r.input ? ': ' + r.input : '') }),
        h('span', { class: 'muted', 'data-testid': 'redemption-status', text: ' · ' + r.status }),
      ]),
      h('span', {}, buttons),
    ]);
  }));
}

document.addEventListener('click', function (event) {
  var target = event.target.closest('button');
  if (!target || !ui.channelId) return;
  var reward = target.getAttribute('data-redeem');
  if (reward) {
    var username = formValues($('#events-form')).username;
    var input = $('#reward-input').value;
    return act(api('POST', channelPath('/rewards/' + reward + '/redeem'), { username: username, input: input }), username + ' redeemed')
      .then(refreshRewards);
  }
  var decision = target.getAttribute('data-decide');
  if (decision) {
    var id = target.getAttribute('data-redemption');
    return act(api('POST', channelPath('/redemptions/' + id + '/' + decision), {}), decision === 'accept' ? 'Accepted' : 'Rejected')
      .then(refreshRewards);
  }
});

setInterval(refreshRewards, 1500);
refreshRewards();
`;
