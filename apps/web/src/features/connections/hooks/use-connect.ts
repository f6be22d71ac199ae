import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { connect, disconnect, type ConnectProvider } from '../lib/connect';
import { PopupBlockedError, PopupClosedError } from '../lib/popup';

/** Seed §8: the toast when saving a connection fails. */
export const CONNECT_FAILED: Record<ConnectProvider, string> = {
  kick: 'Failed to connect kick',
  spotify: 'Failed to connect Spotify',
  discord: 'Failed to connect Discord',
};

/** Connect / disconnect with busy state and the toasts the seed names. */
export function useConnect() {
  const { t } = useTranslation('connections');
  const [busy, setBusy] = useState<{
    provider: ConnectProvider;
    action: 'connect' | 'disconnect';
  } | null>(null);

  const run = async (provider: ConnectProvider, returnTo?: string): Promise<boolean> => {
    setBusy({ provider, action: 'connect' });
    try {
      const result = await connect(provider, returnTo);
      if (result !== 'redirected')
        toast.success(t('connected', { provider: t(`providers.${provider}.name`) }));
      return true;
    } catch (error) {
      // Closing the popup is a choice, not a failure.
      if (error instanceof PopupClosedError) toast.info(t('cancelled'));
      else if (!(error instanceof PopupBlockedError)) toast.error(CONNECT_FAILED[provider]);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const remove = async (provider: ConnectProvider): Promise<void> => {
    setBusy({ provider, action: 'disconnect' });
    try {
      await disconnect(provider);
      toast.success(t('disconnected', { provider: t(`providers.${provider}.name`) }));
    } catch {
      toast.error(t('disconnectFailed'));
    } finally {
      setBusy(null);
    }
  };

  return { busy, connect: run, disconnect: remove };
}
