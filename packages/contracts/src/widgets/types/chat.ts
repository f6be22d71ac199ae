import { chatSettingsSchema, chatStateSchema, type ChatSettings } from '../chat';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialChatState, reduceChat, type ChatState } from './chat.logic';

/** The chat box (its settings and state schemas are in widgets/chat.ts). */
export const chatWidget = {
  type: 'chat',
  displayName: 'Chat box',
  names: { tr: 'Sohbet kutusu', es: 'Cuadro de chat', pt: 'Caixa de chat' },
  settings: placed(chatSettingsSchema),
  events: ['chat.message', 'chat.clear-user', 'chat.delete'],
  // A ban or timeout removes the chatter's lines from the box; moderation removes one line.
  kickEvents: ['chat.message.sent', 'moderation.banned'],
  testEvents: ['chat.message', 'chat.clear-user'],
  size: { width: 400, height: 600 },
  available: true,
  state: stateOf<ChatState, ChatSettings>({
    schema: chatStateSchema,
    initial: initialChatState,
    reduce: reduceChat,
    delivery: 'snapshot',
  }),
} as const satisfies WidgetTypeContract;
