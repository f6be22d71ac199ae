import type { SongChatter } from '../../../../ports';
import type { BuiltinContext } from './builtin';

/** The chatter as song requests judge them. */
export function chatterOf(ctx: BuiltinContext): SongChatter {
  return {
    id: ctx.sender.kickUserId,
    name: ctx.sender.username,
    role: ctx.sender.role,
    badges: ctx.sender.badges ?? [],
  };
}

/** Runs a song-request command when the feature is composed in (else the bot stays silent). */
export async function withSongs(
  ctx: BuiltinContext,
  run: (songs: NonNullable<BuiltinContext['songs']>, ownerId: string) => Promise<string | null>,
): Promise<string | null> {
  if (!ctx.songs || !ctx.ownerId) return null;
  return run(ctx.songs, ctx.ownerId);
}
