import { UserPlus } from 'lucide-react';
import type { AvailableWidgetModule } from '../widget-ui';
import { DEMO_NAMES } from '../../lib/demo-events';
import { GoalForm } from '../goals/goal-form';

const follow = (index: number) => ({
  kind: 'follow' as const,
  name: DEMO_NAMES[index % DEMO_NAMES.length]!,
  at: Date.now(),
});

export const followerGoalModule: AvailableWidgetModule<'follower-goal'> = {
  type: 'follower-goal',
  available: true,
  icon: UserPlus,
  texts: {
    en: {
      description:
        'A bar that fills with every new follower, with a title, a target and a moment when it is reached. Resets per stream or by hand.',
    },
    tr: {
      description:
        'Her yeni takipçiyle dolan bir çubuk: başlık, hedef ve hedefe ulaşıldığı an. Her yayında ya da elle sıfırlanır.',
    },
    es: {
      description:
        'Una barra que se llena con cada nuevo seguidor, con un título, una meta y un momento especial al alcanzarla. Se reinicia en cada stream o a mano.',
    },
    pt: {
      description:
        'Uma barra que enche a cada novo seguidor, com um título, uma meta e um momento especial quando ela é alcançada. Zera a cada live ou manualmente.',
    },
  },
  Form: GoalForm,
  demo: {
    initial: () => Array.from({ length: 32 }, (_, i) => follow(i)),
    next: (index) => follow(index + 32),
    intervalMs: 3000,
  },
  words: {
    tr: { title: 'Takipçi hedefi', reachedLabel: 'Hedefe ulaşıldı!' },
    es: {
      title: 'Meta de seguidores',
      reachedLabel: '¡Meta alcanzada!',
    },
    pt: {
      title: 'Meta de seguidores',
      reachedLabel: 'Meta alcançada!',
    },
  },
  reset: 'goal',
};

export default followerGoalModule;
