import type { BotChange } from '@kyo/contracts';

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** Who made a change, as the reader sees it: "You" for their own, else the username. */
export function actorLabel(change: BotChange, userId: string | undefined, you: string): string {
  return change.actor.id !== null && change.actor.id === userId ? you : change.actor.username;
}

/**
 * What a change was about, in the reader's words: a command, timer, reward or counter by its
 * name, an alert by its type's name, a moderation rule by its name, settings by theirs (`enabled`
 * is the bot switch, `builtins.song` is !song).
 * A setting this version does not know is shown as the server names it.
 */
export function subjectLabel(change: BotChange, t: Translate): string {
  if (change.action === 'alert.updated')
    return t(`alerts.types.${change.subject}.name`, { defaultValue: change.subject });
  // A moderation rule by its name (a rule this version does not know: as the server names it).
  if (change.action === 'moderation.updated')
    return t(`changes.moderationRules.${change.subject}`, { defaultValue: change.subject });
  if (change.action === 'songs.updated') return t('changes.songSettings');
  if (change.action === 'discord.updated') return t('changes.discordCard');
  if (change.action !== 'settings.updated') return change.subject;
  return change.subject
    .split(', ')
    .map((field) =>
      field === 'enabled'
        ? t('changes.settings.enabled')
        : field.startsWith('builtins.')
          ? `!${field.slice('builtins.'.length)}`
          : field,
    )
    .join(', ');
}
