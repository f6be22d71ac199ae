import type { RewardActionOf, RewardActionType, WidgetEvent } from '@kyo/contracts';

/** One redemption as its actions see it. */
export interface ActionContext {
  ownerId: string;
  redemptionId: string;
  /** The action's place in the reward's list: with the redemption id, its idempotency key. */
  step: number;
  viewer: string;
  /** The redeemer's Kick user id; null when Kick did not say. */
  viewerId: number | null;
  input: string;
  reward: { id: string; title: string; cost: number };
  now: number;
}

/** What a redemption's overlay events carry, so a refund can cancel them (realtime replay). */
export const redemptionRef = (redemptionId: string) => `redemption:${redemptionId}`;

/** `note`: what happened ("shown on 2 overlays"), or why it failed, for the redemption log. */
export interface ActionResult {
  ok: boolean;
  note: string | null;
}

/**
 * What actions do things with, made by rewards.feature.ts from the features that own them (the bot's
 * chat, the widgets' overlays, the displays in OBS, song requests, the viewer games).
 */
export interface RewardActionDeps {
  /** Posts a line in the channel's chat through the bot, once per `key`. */
  say(
    ownerId: string,
    key: string,
    content: string,
  ): Promise<{ ok: true } | { ok: false; reason: string }>;
  /**
   * Shows an event on the owner's overlays; answers how many browser sources show it (none: it
   * is not sent, nor kept for a display that connects later).
   */
  showOnOverlays(ownerId: string, event: WidgetEvent): Promise<number>;
  /**
   * The redemption was refunded: its events (`ref`) are never replayed to a display that
   * connects later. Absent: nothing is kept for replay.
   */
  cancelOnOverlays?(ownerId: string, ref: string): void;
  /** Switches OBS to a scene through a display with Advanced access. */
  switchScene(
    ownerId: string,
    scene: string,
  ): Promise<{ ok: true; note: string } | { ok: false; reason: string }>;
  /**
   * A song request under the song requests' rules (song requests feature); `reply` is the bot's
   * answer, as `!sr` would give it. Absent: this server has no song requests.
   */
  requestSong?(
    ownerId: string,
    viewer: { id: string | null; name: string },
    text: string,
  ): Promise<{ ok: boolean; reply: string; reason?: string }>;
  /** Adds to a counter of the viewer games once per `key`; null: no such counter. */
  addToCounter?(
    ownerId: string,
    name: string,
    amount: number,
    key: string,
  ): Promise<{ name: string; value: number } | null>;
  /** Enters the viewer in the open giveaway: `entered`, `already`, `not_open` or why not. */
  enterGiveaway?(ownerId: string, viewer: { id: number | string; name: string }): Promise<string>;
}

/** One action type's runner: registered once in registry.ts, next to its schema's type. */
export interface ActionRunner<T extends RewardActionType> {
  type: T;
  run(action: RewardActionOf<T>, ctx: ActionContext, deps: RewardActionDeps): Promise<ActionResult>;
}
