import { useTranslation } from 'react-i18next';

export interface DiscordWebhook {
  channelId: string;
  guildId: string;
  name: string | null;
}

/**
 * Where the Discord connection posts. Discord tells an app that posts through a webhook the
 * channel's and the server's ids, never their names (docs/platforms/discord.md B1): the row names
 * them by id, and a link opens the channel (in demo mode, the emulator's Discord messages).
 */
export function DiscordChannel({ webhook, href }: { webhook: DiscordWebhook; href: string }) {
  const { t } = useTranslation('connections');
  return (
    <span data-testid="discord-channel">
      {t('discordDetail', { name: webhook.name ?? t('webhook') })}{' '}
      <span className="text-zinc-400">
        {t('discordWhere', { channel: webhook.channelId, server: webhook.guildId })}
      </span>
      {' · '}
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        className="font-medium text-brand-300 underline-offset-2 hover:underline"
      >
        {t('openChannel')}
      </a>
    </span>
  );
}
