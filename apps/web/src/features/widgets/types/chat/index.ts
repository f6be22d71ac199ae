import { MessageSquare } from 'lucide-react';
import { demoChatMessage } from '../../lib/demo-events';
import type { AvailableWidgetModule } from '../widget-ui';
import { ChatForm } from './chat-form';

export const chatModule: AvailableWidgetModule<'chat'> = {
  type: 'chat',
  available: true,
  icon: MessageSquare,
  Form: ChatForm,
  cardSize: { width: 400, height: 290 },
  demo: {
    initial: () => [0, 1, 2, 3, 4].map((index) => demoChatMessage(index)),
    next: (index) => demoChatMessage(index + 5),
    intervalMs: 2600,
  },
};
