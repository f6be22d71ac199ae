import type { ReactNode } from 'react';
import { Page } from '../page';
import { BotChannelBar } from './bot-channel-bar';
import { BotHeader } from './bot-header';
import { BotNav } from './bot-nav';

/**
 * The frame of every bot page, whichever feature owns the page (the bot's, the games, moderation,
 * song requests, channel points): the channel switch (for moderators), the status strip with the
 * on/off switch, the sub-navigation, then the page (its own header and content). The app's route
 * table puts a page in it (the `bot` layout, app/layouts/bot-layout.tsx); pages never draw it.
 */
export function BotFrame({ children }: { children: ReactNode }) {
  return (
    <Page className="py-8">
      <BotChannelBar />
      <BotHeader />
      <BotNav />
      {children}
    </Page>
  );
}
