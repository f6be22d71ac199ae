import { Megaphone } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { ShoutoutForm } from './shoutout-form';
import { SHOUTOUT_TEXTS } from './shoutout-texts';

/** The preview: the seeded channels in turn. */
const CHANNELS = [
  { slug: 'nova_speedruns', category: 'Minecraft', title: 'Any% world record attempts' },
  { slug: 'chef_kai', category: 'Just Chatting', title: 'Cooking ramen for chat' },
  { slug: 'dj_rhea', category: 'Music', title: 'Friday night vinyl set' },
];
const sample = (index: number): WidgetEvent => {
  const channel = CHANNELS[index % CHANNELS.length]!;
  return {
    kind: 'shoutout',
    ...channel,
    avatarUrl: null,
    bannerUrl: null,
    live: index % 2 === 0,
    url: `https://kick.com/${channel.slug}`,
    at: Date.now(),
  };
};

export const shoutoutModule: AvailableWidgetModule<'shoutout'> = {
  type: 'shoutout',
  available: true,
  icon: Megaphone,
  texts: SHOUTOUT_TEXTS,
  Form: ShoutoutForm,
  demo: {
    initial: () => [sample(0)],
    next: (index) => sample(index + 1),
    intervalMs: 6000,
  },
  words: {
    tr: { heading: 'Takip edin', liveText: 'CANLI' },
    es: { heading: 'Vayan a seguir a', liveText: 'EN VIVO' },
    pt: { heading: 'Sigam', liveText: 'AO VIVO' },
  },
};

export default shoutoutModule;
