import { useTranslation } from 'react-i18next';
import type { ChannelMember } from '@kyo/contracts';
import { Select } from '../../../components/ui/select';

/** The value of the user's own channel in the switch (channel owners are uuids). */
export const MINE = 'mine';

/** Switches My widgets between the user's own widgets and each channel they moderate. */
export function ChannelSwitch({
  channels,
  value,
  onChange,
}: {
  channels: ChannelMember[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('widgets');
  const options = [
    { value: MINE, label: t('channel.mine') },
    ...channels.map((channel) => ({
      value: channel.id,
      label: t('channel.of', { name: channel.username }),
    })),
  ];
  return (
    <Select
      label={t('channel.label')}
      options={options}
      value={value}
      onChange={(next) => next && onChange(next)}
      className="w-full sm:w-72"
    />
  );
}
