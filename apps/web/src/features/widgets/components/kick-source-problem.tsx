import { useTranslation } from 'react-i18next';
import { ConnectionProblem } from '../../../components/connection-problem';
import { useAuthState } from '../../../lib/auth-store';

/**
 * Chat, follows, subs and gifts reach a widget from Kick: when the user's Kick connection is
 * missing or dead, the builder says so (test events still work).
 */
export function KickSourceProblem() {
  const { t } = useTranslation('widgets');
  const kick = useAuthState().user?.connections.kick;
  if (kick && kick.status === 'connected') return null;
  return (
    <ConnectionProblem
      provider="kick"
      missing={!kick}
      reason={kick?.reconnectReason ?? null}
      consequence={t('edit.kickSource')}
    />
  );
}
