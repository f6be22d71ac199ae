import { formatMessage, type Language } from '@kyo/contracts';
import type { ChatCommand } from '../../platform/features/chat-commands';
import { refusalLine, ShoutoutRefused, ShoutoutService, shoutoutLine } from './shoutouts.service';

export interface ShoutoutCommandDeps {
  service: ShoutoutService;
  languageOf(ownerId: string): Promise<Language>;
}

/**
 * `!so @channel` (alias `!shoutout`), moderators and the broadcaster (the engine checks the role
 * from the line's badges): the channel's name, last category and title, live or not, and link.
 */
export function shoutoutChatCommands(deps: ShoutoutCommandDeps): ChatCommand[] {
  return [
    {
      name: 'so',
      aliases: ['shoutout'],
      permission: 'moderator',
      cooldownSeconds: 2,
      description: 'Shouts a channel out: !so @channel (its category, title and link)',
      enabled: async (ownerId) => (await deps.service.settings(ownerId)).command,
      run: async (line) => {
        const language = await deps.languageOf(line.ownerId);
        const slug = ShoutoutService.slugOf(line.rest.trim());
        if (!slug) return formatMessage('Name a channel: !so @name', {}, language);
        if (line.dryRun)
          return formatMessage(
            'Go follow {name}! {link}',
            { name: slug, link: `https://kick.com/${slug}` },
            language,
          );
        try {
          const shoutout = await deps.service.shout(
            line.ownerId,
            slug,
            'chat',
            line.sender.username,
          );
          return shoutoutLine(shoutout.target, language);
        } catch (error) {
          if (error instanceof ShoutoutRefused) return refusalLine(error, language);
          throw error;
        }
      },
    },
  ];
}
