import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FlaskConical, Send } from 'lucide-react';
import { connectionEndpoints, discordEndpoints } from '@kyo/contracts';
import { PageHeader } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-store';
import { ProviderCard, type CardState } from '../components/provider-card';
import { DiscordCardSection } from '../components/discord-card-settings';
import { DiscordChannel } from '../components/discord-channel';
import { useConnect } from '../hooks/use-connect';
import type { ConnectProvider } from '../lib/connect';

export default function ConnectionsSettingsPage() {
  const { t } = useTranslation('connections');
  const { user, kickData, spotifyData } = useAuthState();
  const { busy, connect, disconnect } = useConnect();
  const [testing, setTesting] = useState(false);
  const providers = useQuery({
    queryKey: ['providers'],
    queryFn: () => apiRequest(connectionEndpoints.providers, {}),
    staleTime: 5 * 60_000,
  });
  const configured = (provider: ConnectProvider) =>
    providers.data?.providers.find((p) => p.provider === provider)?.configured ?? true;
  const connections = user?.connections;

  const stateOf = (provider: ConnectProvider): CardState => {
    if (!configured(provider)) return 'unavailable';
    const connection = connections?.[provider];
    if (!connection) return 'disconnected';
    return connection.status === 'needs_reconnect' ? 'needs_reconnect' : 'connected';
  };
  const busyFor = (provider: ConnectProvider) => (busy?.provider === provider ? busy.action : null);

  const sendTest = async () => {
    setTesting(true);
    try {
      toast.success((await apiRequest(discordEndpoints.test, {})).message);
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : t('testFailed'));
    } finally {
      setTesting(false);
    }
  };

  const discord = connections?.discord;
  const discordEmulated =
    providers.data?.providers.find((p) => p.provider === 'discord')?.emulated ?? false;
  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')} />
      {providers.data?.emulatorUrl && (
        <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-brand-500/30 bg-brand-500/10 px-4 py-3 text-sm text-brand-200">
          <FlaskConical size={18} className="shrink-0 text-brand-400" aria-hidden="true" />
          <p className="flex-1">{t('demo')}</p>
          <a
            href={`${providers.data.emulatorUrl}/`}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-300 underline-offset-2 hover:underline"
          >
            {t('openEmulator')}
          </a>
        </div>
      )}
      <div className="space-y-4">
        <ProviderCard
          provider="kick"
          state={stateOf('kick')}
          problem={connections?.kick?.reconnectReason ?? null}
          missingScopes={connections?.kick?.missingScopes ?? []}
          busy={busyFor('kick')}
          account={
            connections?.kick
              ? {
                  name: kickData?.name ?? connections.kick.username,
                  picture: kickData?.profile_picture ?? null,
                  detail: t('kickDetail', { channel: connections.kick.username }),
                }
              : undefined
          }
          onConnect={() => void connect('kick')}
          onDisconnect={() => void disconnect('kick')}
        />
        <ProviderCard
          provider="spotify"
          state={stateOf('spotify')}
          problem={connections?.spotify?.reconnectReason ?? null}
          busy={busyFor('spotify')}
          account={
            connections?.spotify
              ? {
                  name: spotifyData?.username ?? connections.spotify.username,
                  picture: spotifyData?.profilePicture ?? connections.spotify.profilePicture,
                }
              : undefined
          }
          onConnect={() => void connect('spotify')}
          onDisconnect={() => void disconnect('spotify')}
        />
        <ProviderCard
          provider="discord"
          state={stateOf('discord')}
          problem={connections?.discord?.reconnectReason ?? null}
          busy={busyFor('discord')}
          account={
            discord
              ? {
                  name: discord.username,
                  picture: discord.avatarUrl,
                  detail: discord.webhook ? (
                    <DiscordChannel
                      webhook={discord.webhook}
                      href={
                        discordEmulated && providers.data?.emulatorUrl
                          ? `${providers.data.emulatorUrl}/#discord-title`
                          : `https://discord.com/channels/${discord.webhook.guildId}/${discord.webhook.channelId}`
                      }
                    />
                  ) : null,
                }
              : undefined
          }
          onConnect={() => void connect('discord')}
          onDisconnect={() => void disconnect('discord')}
          extra={
            discord?.status === 'connected' && discord.webhook ? (
              <Button
                className="mt-4"
                size="sm"
                variant="secondary"
                loading={testing}
                icon={<Send size={14} aria-hidden="true" />}
                onClick={() => void sendTest()}
              >
                {t('sendTest')}
              </Button>
            ) : null
          }
        />
        {stateOf('discord') !== 'unavailable' && (
          <DiscordCardSection
            connected={discord?.status === 'connected' && Boolean(discord.webhook)}
            channel={connections?.kick?.username ?? user?.username ?? 'your_channel'}
          />
        )}
      </div>
    </>
  );
}
