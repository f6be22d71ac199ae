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
    es: {
      description:
        'Celebra a cada nuevo seguidor con tu mensaje, una imagen o video con transparencia y un sonido. Las alertas hacen fila y nunca se superponen.',
    },
    pt: {
      description:
        'Comemora cada novo seguidor com a sua mensagem, uma imagem ou vídeo com transparência e um som. Os alertas entram na fila e nunca se sobrepõem.',
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
  words: {
    tr: { messageTemplate: '{name} takip etti!' },
    es: {
      messageTemplate: '¡{name} acaba de seguirte!',
    },
    pt: {
      messageTemplate: '{name} começou a seguir você!',
    },
  },
};

export default followerAlertModule;
