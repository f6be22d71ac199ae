import { useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { TestEventKind } from '../lib/demo-events';

/** One button per test event the widget reacts to. */
export function TestEventButtons({
  kinds,
  onSend,
  busy,
}: {
  kinds: readonly TestEventKind[];
  onSend: (kind: TestEventKind) => void;
  busy?: TestEventKind | null;
}) {
  const { t } = useTranslation('widgets');
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('test.title')}>
      {kinds.map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant="secondary"
          loading={busy === kind}
          icon={<Zap size={14} aria-hidden className="text-brand-400" />}
          onClick={() => onSend(kind)}
        >
          {t(`test.kinds.${kind}`)}
        </Button>
      ))}
    </div>
  );
}
