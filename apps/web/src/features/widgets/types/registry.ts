import type { ComponentType } from 'react';
import {
  BarChart3,
  Flame,
  Heart,
  MessageSquare,
  Music,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { widgetContracts, type WidgetType } from '@kyo/contracts';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { demoChatMessage, type TestEventKind } from '../lib/demo-events';
import { ChatForm } from './chat/chat-form';
import { FollowerAlertForm } from './follower-alert/follower-alert-form';
import { SubscribeForm } from './subscribe/subscribe-form';
import type { AvailableWidgetType } from './renderers';

/** Demo events for previews: a first screenful, then one more every `intervalMs`. */
export interface WidgetDemo {
  initial: () => WidgetEvent[];
  next: (index: number) => WidgetEvent;
  intervalMs: number;
}

export interface AvailableWidgetUi {
  type: AvailableWidgetType;
  available: true;
  icon: LucideIcon;
  /** The builder form: fields bound to the type's settings schema (inside a FormProvider). */
  Form: ComponentType;
  /** Test buttons, in order. */
  testEvents: readonly TestEventKind[];
  demo: WidgetDemo;
}

export interface PlannedWidgetUi {
  type: Exclude<WidgetType, AvailableWidgetType>;
  available: false;
  icon: LucideIcon;
}

export type WidgetUi = AvailableWidgetUi | PlannedWidgetUi;

const NAMES = ['NightOwlNora', 'PixelPanda', 'GigaGamerTR', 'luna_streams', 'deniz_plays'];
const at = () => Date.now();

/**
 * The web side of the widget registry (contracts/widgets/registry.ts has the type ids, schemas,
 * sizes and availability): per type its icon, builder form, test buttons and demo events. Its
 * display name and description are in the `widgets` catalogue under `types.<type>`; its renderer
 * is in renderers.ts, which the overlay bundle imports on its own.
 */
export const widgetUis: Record<WidgetType, WidgetUi> = {
  chat: {
    type: 'chat',
    available: true,
    icon: MessageSquare,
    Form: ChatForm,
    testEvents: ['chat.message', 'chat.clear-user'],
    demo: {
      initial: () => [0, 1, 2, 3, 4].map((index) => demoChatMessage(index)),
      next: (index) => demoChatMessage(index + 5),
      intervalMs: 2600,
    },
  },
  'follower-alert': {
    type: 'follower-alert',
    available: true,
    icon: Heart,
    Form: FollowerAlertForm,
    testEvents: ['follow'],
    demo: {
      initial: () => [{ kind: 'follow', name: NAMES[0]!, at: at() }],
      next: (index) => ({ kind: 'follow', name: NAMES[(index + 1) % NAMES.length]!, at: at() }),
      intervalMs: 8000,
    },
  },
  subscribe: {
    type: 'subscribe',
    available: true,
    icon: Star,
    Form: SubscribeForm,
    testEvents: ['subscription', 'resubscription', 'gifted'],
    demo: {
      initial: () => [
        { kind: 'gifted', name: NAMES[1]!, count: 5, giftees: NAMES.slice(0, 5), at: at() },
      ],
      next: (index): WidgetEvent =>
        index % 2 === 0
          ? {
              kind: 'subscription',
              name: NAMES[index % NAMES.length]!,
              months: 12,
              renewal: true,
              at: at(),
            }
          : { kind: 'gifted', name: NAMES[index % NAMES.length]!, count: 5, giftees: [], at: at() },
      intervalMs: 8000,
    },
  },
  'chat-leaderboard': { type: 'chat-leaderboard', available: false, icon: BarChart3 },
  'emote-streak': { type: 'emote-streak', available: false, icon: Flame },
  'live-viewer': { type: 'live-viewer', available: false, icon: Users },
  spotify: { type: 'spotify', available: false, icon: Music },
};

/** Gallery order: what works first. */
export const GALLERY_ORDER: readonly WidgetType[] = [
  'chat',
  'follower-alert',
  'subscribe',
  'chat-leaderboard',
  'emote-streak',
  'live-viewer',
  'spotify',
];

/** Available when the contract says so and the web side registered its builder. */
export function isAvailable(type: string): type is AvailableWidgetType {
  if (!Object.prototype.hasOwnProperty.call(widgetUis, type)) return false;
  return widgetContracts[type as WidgetType].available && widgetUis[type as WidgetType].available;
}

export function availableUi(type: AvailableWidgetType): AvailableWidgetUi {
  return widgetUis[type] as AvailableWidgetUi;
}

export const contractOf = (type: WidgetType) => widgetContracts[type];

/** Each type's builder page. */
export const builderPath = (type: WidgetType) => `/widget/${type}`;
