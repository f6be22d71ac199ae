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
    es: {
      description:
        'Una barra que se llena con nuevas subs, resubs y subs regaladas, con un título, una meta y un momento especial al alcanzarla.',
    },
    pt: {
      description:
        'Uma barra que enche com novos subs, resubs e subs de presente, com um título, uma meta e um momento especial quando ela é alcançada.',
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
  words: {
    tr: { title: 'Abone hedefi', reachedLabel: 'Hedefe ulaşıldı!' },
    es: {
      title: 'Meta de subs',
      reachedLabel: '¡Meta alcanzada!',
    },
    pt: {
      title: 'Meta de subs',
      reachedLabel: 'Meta alcançada!',
    },
  },
  reset: 'goal',
};

export default subGoalModule;
