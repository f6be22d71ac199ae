import { useTranslation } from 'react-i18next';
import { Chip, type ChipVariant } from '../../../components/ui/chip';
import type { ConnectionState } from './connection-state';

const variants: Record<ConnectionState, ChipVariant> = {
  connected: 'success',
  needs_reconnect: 'warning',
  disconnected: 'neutral',
};

export function ConnectionChip({ state }: { state: ConnectionState }) {
  const { t } = useTranslation('profile');
  return (
    <Chip variant={variants[state]} size="sm">
      {t(`connection.${state}`)}
    </Chip>
  );
}
