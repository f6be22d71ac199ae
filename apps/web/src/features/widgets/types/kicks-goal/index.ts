import { Coins } from 'lucide-react';
import type { AvailableWidgetModule } from '../widget-ui';
import { DEMO_NAMES } from '../../lib/demo-events';
import { GoalForm } from '../goals/goal-form';

const kicks = (index: number, amount: number) => ({
  kind: 'kicks' as const,
  name: DEMO_NAMES[index % DEMO_NAMES.length]!,
  amount,
  at: Date.now(),
});

export const kicksGoalModule: AvailableWidgetModule<'kicks-goal'> = {
  type: 'kicks-goal',
  available: true,
  icon: Coins,
  texts: {
    en: {
      description: 'A bar that fills with every Kicks gift by its amount, toward a target you set.',
    },
    tr: {
      description: 'Her Kicks hediyesinin miktarıyla, belirlediğin hedefe doğru dolan bir çubuk.',
    },
    es: {
      description:
        'Una barra que se llena con cada regalo de Kicks según su cantidad, hacia la meta que elijas.',
    },
    pt: {
      description:
        'Uma barra que enche com cada presente de Kicks, pelo valor, rumo à meta que você definir.',
    },
  },
  Form: GoalForm,
  demo: {
    initial: () => [kicks(0, 1000), kicks(1, 500), kicks(2, 1500)],
    next: (index) => kicks(index, 100),
    intervalMs: 4000,
  },
  words: {
    tr: { title: 'Kicks hedefi', reachedLabel: 'Hedefe ulaşıldı!' },
    es: {
      title: 'Meta de Kicks',
      reachedLabel: '¡Meta alcanzada!',
    },
    pt: {
      title: 'Meta de Kicks',
      reachedLabel: 'Meta alcançada!',
    },
  },
  reset: 'goal',
};

export default kicksGoalModule;
