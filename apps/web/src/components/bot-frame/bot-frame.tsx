import type { ReactNode } from 'react';
import { Page, PageHeader } from '../../../components/page';
import { BotChannelBar } from './bot-channel-bar';
import { BotHeader } from './bot-header';
import { BotNav } from './bot-nav';

/**
 * Every bot page: the channel switch (for moderators), the status strip, the sub-navigation,
 * then the page's own title and content.
 */
export function BotShell({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page className="py-8">
      <BotChannelBar />
      <BotHeader />
      <BotNav />
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </Page>
  );
}
