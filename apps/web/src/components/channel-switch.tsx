import type { ChannelMember } from '@kyo/contracts';
import { Select } from './ui/select';
import { MINE } from './channel-mine';

export { MINE };

/**
 * Switches a page between the user's own channel and each channel they moderate (My widgets,
 * the bot pages). The page names the options in its own words ("My widgets", "Mira's bot").
 */
export function ChannelSwitch({
  channels,
  value,
  onChange,
  label,
  mineLabel,
  channelLabel,
}: {
  channels: ChannelMember[];
  value: string;
  onChange: (value: string) => void;
  label: string;
  mineLabel: string;
  channelLabel: (ownerName: string) => string;
}) {
  const options = [
    { value: MINE, label: mineLabel },
    ...channels.map((channel) => ({ value: channel.id, label: channelLabel(channel.username) })),
  ];
  return (
    <Select
      label={label}
      options={options}
      value={value}
      onChange={(next) => next && onChange(next)}
      className="w-full sm:w-72"
    />
  );
}
