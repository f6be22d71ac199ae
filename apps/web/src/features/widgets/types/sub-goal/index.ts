import { BadgeCheck } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { DEMO_NAMES } from '../../lib/demo-events';
import { GoalForm } from '../goals/goal-form';

const name = (index: number) => DEMO_NAMES[index % DEMO_NAMES.length]!;

export const subGoalModule: AvailableWidgetModule<'sub-goal'> = {
  type: 'sub-goal',
  available: true,
  icon: BadgeCheck,
  texts: {
    en: {
      description:
        'A bar that fills with new subs, resubs and gifted subs, with a title, a target and a moment when it is reached.',
    },
    tr: {
      description:
        'Yeni abonelikler, yenilemeler ve hediye aboneliklerle dolan bir çubuk: başlık, hedef ve hedefe ulaşıldığı an.',
    },
  },
  Form: GoalForm,
  demo: {
    initial: (): WidgetEvent[] => [
      { kind: 'gifted', name: name(1), count: 5, giftees: [], at: Date.now() },
      { kind: 'subscription', name: name(2), months: 1, renewal: false, at: Date.now() },
    ],
    next: (index): WidgetEvent => ({
      kind: 'subscription',
      name: name(index),
      months: 3,
      renewal: true,
      at: Date.now(),
    }),
    intervalMs: 4000,
  },
  turkish: { title: 'Abone hedefi', reachedLabel: 'Hedefe ulaşıldı!' },
  reset: 'goal',
};

export default subGoalModule;
