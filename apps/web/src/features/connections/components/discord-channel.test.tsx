import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DiscordChannel } from './discord-channel';

describe('the Discord connection’s row', () => {
  it('names the channel and the server it posts in by the ids Discord gives, with a link', () => {
    render(
      <DiscordChannel
        webhook={{ channelId: '1234567890123', guildId: '9876543210987', name: 'Kyo' }}
        href="https://discord.com/channels/9876543210987/1234567890123"
      />,
    );
    const row = screen.getByTestId('discord-channel');
    expect(row).toHaveTextContent('Posts as “Kyo”');
    expect(row).toHaveTextContent('channel 1234567890123 on server 9876543210987');
    expect(screen.getByRole('link', { name: 'Open the channel' })).toHaveAttribute(
      'href',
      'https://discord.com/channels/9876543210987/1234567890123',
    );
  });
});
