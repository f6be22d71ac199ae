import {
  Bell,
  Clapperboard,
  Gift,
  Hash,
  MessageSquare,
  Music,
  Volume2,
  type LucideIcon,
} from 'lucide-react';
import { builtinSoundPath, type RewardActionInput, type RewardActionType } from '@kyo/contracts';

export const ACTION_ICONS: Record<RewardActionType, LucideIcon> = {
  chat: MessageSquare,
  alert: Bell,
  sound: Volume2,
  'obs-scene': Clapperboard,
  'song-request': Music,
  counter: Hash,
  'giveaway-entry': Gift,
};

/** A fresh action of a type, as the editor adds it. */
export function newAction(type: RewardActionType): RewardActionInput {
  switch (type) {
    case 'chat':
      return { type, template: '' };
    case 'alert':
      return { type };
    case 'sound':
      return { type, url: builtinSoundPath('coin'), volume: 80 };
    case 'obs-scene':
      return { type, scene: '' };
    case 'song-request':
      return { type };
    case 'counter':
      return { type, name: '', amount: 1 };
    case 'giveaway-entry':
      return { type };
  }
}
