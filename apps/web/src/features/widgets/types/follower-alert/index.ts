import { Heart } from 'lucide-react';
import type { AvailableWidgetModule } from '../widget-ui';
import { DEMO_NAMES } from '../../lib/demo-events';
import { FollowerAlertForm } from './follower-alert-form';

export const followerAlertModule: AvailableWidgetModule<'follower-alert'> = {
  type: 'follower-alert',
  available: true,
  icon: Heart,
  texts: {
    en: {
      description:
        'Celebrates every new follower with your message, an image or video with transparency, and a sound. Alerts queue and never overlap.',
    },
    tr: {
      description:
        'Her yeni takipçiyi senin mesajın, şeffaf arka planlı bir görsel ya da video ve bir sesle kutlar. Bildirimler sıraya girer, asla üst üste binmez.',
    },
  },
  Form: FollowerAlertForm,
  cardSize: { width: 640, height: 300 },
  demo: {
    initial: () => [{ kind: 'follow', name: DEMO_NAMES[0]!, at: Date.now() }],
    next: (index) => ({
      kind: 'follow',
      name: DEMO_NAMES[(index + 1) % DEMO_NAMES.length]!,
      at: Date.now(),
    }),
    intervalMs: 8000,
  },
  turkish: { messageTemplate: '{name} takip etti!' },
};

export default followerAlertModule;
