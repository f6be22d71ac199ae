import type { ActionRunner } from './action';

/**
 * The viewer's typed text is a song request under the song requests' rules, as `!sr` is: the
 * bot's answer goes to chat either way, and a refusal fails the action (Kick refunds the points).
 */
export const songRequestAction: ActionRunner<'song-request'> = {
  type: 'song-request',
  run: async (_action, ctx, deps) => {
    if (!deps.requestSong) return { ok: false, note: 'Song requests are not available' };
    const text = ctx.input.trim();
    if (!text) return { ok: false, note: 'The viewer typed no song' };
    const viewer = { id: ctx.viewerId === null ? null : String(ctx.viewerId), name: ctx.viewer };
    const outcome = await deps.requestSong(ctx.ownerId, viewer, text);
    // The reply is what the viewer reads; the redemption log keeps it too.
    const said = await deps.say(
      ctx.ownerId,
      `reward:${ctx.redemptionId}:${ctx.step}`,
      outcome.reply,
    );
    if (!outcome.ok) return { ok: false, note: outcome.reply };
    return {
      ok: true,
      note: said.ok ? outcome.reply : `${outcome.reply} (not said in chat: ${said.reason})`,
    };
  },
};
