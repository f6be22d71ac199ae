/**
 * The control page's channel-points panel: the channel's rewards, each with a Redeem button (as
 * the viewer named in "Channel events"), and the redemptions with their status, which the
 * streamer can accept or reject as on Kick's own dashboard. client/rewards.ts fills it.
 */
export const REWARDS_PANEL = `<section class="panel" aria-labelledby="rewards-title">
<h2 id="rewards-title">Channel points</h2>
<p class="muted">A viewer (the one in Channel events) redeems a reward; Kick sends <code>channel.reward.redemption.updated</code>.</p>
<label class="field field--grow"><span>Viewer's text</span><input name="rewardInput" id="reward-input" maxlength="500" data-testid="reward-input" placeholder="for rewards that ask for one"></label>
<ul class="fault-list" data-testid="rewards-list" aria-label="Rewards"></ul>
<h3 class="muted">Redemptions</h3>
<ul class="fault-list" data-testid="redemptions-list" aria-label="Redemptions"></ul>
</section>`;
