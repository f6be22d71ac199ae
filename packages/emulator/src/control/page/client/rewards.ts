import type { RedemptionView, RewardView } from '../../rewards.control';
import { api, channelPath, ui } from './control-api';
import { $, h, tid } from './dom';
import { formValues } from './forms';
import { act } from './refresh';

let rewardsBusy = false;

/** Polled: the channel's rewards and its redemptions. */
export async function refreshRewards(): Promise<void> {
  if (rewardsBusy || !ui.channelId) return;
  rewardsBusy = true;
  try {
    renderRewards(
      await api<RewardView[]>('GET', channelPath('/rewards')),
      await api<RedemptionView[]>('GET', channelPath('/redemptions')),
    );
  } catch {
    // The next poll retries.
  } finally {
    rewardsBusy = false;
  }
}

function rewardItem(r: RewardView): HTMLLIElement {
  const flags = [`${r.cost} points`, r.createdBy];
  if (r.paused) flags.push('paused');
  if (!r.enabled) flags.push('disabled');
  if (r.skipQueue) flags.push('skips the queue');
  if (r.userInputRequired) flags.push('asks for a text');
  return h('li', { 'data-testid': 'emulator-reward' }, [
    h('span', {}, [
      h('strong', { text: r.title }),
      h('span', { class: 'muted', text: ` · ${flags.join(' · ')}` }),
    ]),
    h('button', {
      type: 'button',
      class: 'button',
      'data-redeem': r.id,
      'data-testid': `redeem-${r.title}`,
      text: 'Redeem',
    }),
  ]);
}

function redemptionItem(r: RedemptionView): HTMLLIElement {
  const decide = (decision: string, text: string) =>
    h('button', {
      type: 'button',
      class: 'button',
      'data-decide': decision,
      'data-redemption': r.id,
      text,
    });
  const buttons =
    r.status === 'pending' ? [decide('accept', 'Accept'), decide('reject', 'Reject')] : [];
  return h('li', { 'data-testid': 'emulator-redemption', 'data-status': r.status }, [
    h('span', {}, [
      h('strong', { text: r.rewardTitle }),
      h('span', { text: ` by ${r.username}${r.input ? `: ${r.input}` : ''}` }),
      h('span', { class: 'muted', 'data-testid': 'redemption-status', text: ` · ${r.status}` }),
    ]),
    h('span', {}, buttons),
  ]);
}

function renderRewards(rewards: RewardView[], redemptions: RedemptionView[]): void {
  tid('rewards-list').replaceChildren(
    ...(rewards.length
      ? rewards.map(rewardItem)
      : [h('li', { class: 'muted', text: 'No rewards yet' })]),
  );
  tid('redemptions-list').replaceChildren(...redemptions.slice(0, 15).map(redemptionItem));
}

/** Redeem (as the viewer named in Channel events, with the text typed here), accept, reject. */
export function wireRewards(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target || !ui.channelId) return;
    const reward = target.getAttribute('data-redeem');
    if (reward) {
      const username = formValues('#events-form').username;
      const input = $<HTMLInputElement>('#reward-input').value;
      void act(
        api('POST', channelPath(`/rewards/${reward}/redeem`), { username, input }),
        `${username} redeemed`,
      ).then(refreshRewards);
      return;
    }
    const decision = target.getAttribute('data-decide');
    if (decision) {
      const id = target.getAttribute('data-redemption') ?? '';
      void act(
        api('POST', channelPath(`/redemptions/${id}/${decision}`), {}),
        decision === 'accept' ? 'Accepted' : 'Rejected',
      ).then(refreshRewards);
    }
  });
}
