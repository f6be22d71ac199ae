import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import type { ShareImportResult } from '@kyo/contracts/widgets/share';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { importShareFile } from '../lib/share-file';

/**
 * "Import": a file picker for a share file (a widget, or a scene with its widgets); the copies go
 * into the user's own account, then a report says what came and what could not.
 */
export function ShareImport({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('widgets');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ShareImportResult | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      setResult(await importShareFile(file));
      void client.invalidateQueries({ queryKey: ['widgets'] });
      void client.invalidateQueries({ queryKey: ['scenes'] });
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : t('share.importFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        aria-label={t('share.pick')}
        data-testid="share-import-input"
        tabIndex={-1}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <Button variant={variant} loading={busy} onClick={() => input.current?.click()}>
        <Upload size={16} aria-hidden />
        {t('share.import')}
      </Button>
      <Dialog
        open={result !== null}
        onClose={() => setResult(null)}
        title={t('share.doneTitle')}
        size="sm"
        footer={<Button onClick={() => setResult(null)}>{t('share.close')}</Button>}
      >
        {result && <ImportReport result={result} />}
      </Dialog>
    </>
  );
}

function ImportReport({ result }: { result: ShareImportResult }) {
  const { t } = useTranslation('widgets');
  return (
    <div className="space-y-3 text-sm text-zinc-300" data-testid="share-import-report">
      {result.scene && <p>{t('share.sceneImported', { name: result.scene.name })}</p>}
      <p>{t('share.widgetsImported', { count: result.widgets.length })}</p>
      <ul className="list-disc pl-5">
        {result.widgets.map((widget) => (
          <li key={widget.id}>{widget.name}</li>
        ))}
      </ul>
      {result.skipped.length > 0 && (
        <>
          <p className="font-medium text-amber-300">{t('share.notBrought')}</p>
          <ul className="list-disc pl-5">
            {result.skipped.map((entry, i) => (
              <li key={`${entry.kind}-${entry.name}-${i}`}>
                {t(`share.skipped.${entry.kind}`, { name: entry.name })}:{' '}
                {t(`share.reason.${entry.reason}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
