import { MessageSquare } from 'lucide-react';
import { demoChatMessage } from '../../lib/demo-events';
import type { AvailableWidgetModule } from '../widget-ui';
import { ChatForm } from './chat-form';

export const chatModule: AvailableWidgetModule<'chat'> = {
  type: 'chat',
  available: true,
  icon: MessageSquare,
  texts: {
    en: {
      description:
        "Your Kick chat on stream: badges, emotes, Kick's name colours, filters for commands and bots, and messages that fade away.",
    },
    tr: {
      description:
        "Kick sohbetin yayında: rozetler, emote'lar, Kick'in isim renkleri, komut ve bot filtreleri, zamanla kaybolan mesajlar.",
    },
    es: {
      description:
        'Tu chat de Kick en el stream: insignias, emotes, los colores de nombre de Kick, filtros para comandos y bots, y mensajes que se desvanecen.',
    },
    pt: {
      description:
        'Seu chat da Kick na live: emblemas, emotes, as cores de nome da Kick, filtros para comandos e bots, e mensagens que somem com o tempo.',
    },
  },
  Form: ChatForm,
  cardSize: { width: 400, height: 290 },
  demo: {
    initial: () => [0, 1, 2, 3, 4].map((index) => demoChatMessage(index)),
    next: (index) => demoChatMessage(index + 5),
    intervalMs: 2600,
  },
};

export default chatModule;
