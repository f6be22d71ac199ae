import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { EndpointDef, EndpointInput } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { apiDownload } from '../../../lib/api-client';

/** Downloads a CSV export with the session (a plain link would carry no token). */
export function CsvButton<E extends EndpointDef>({
  endpoint,
  input,
  fileName,
  label,
  testId,
}: {
  endpoint: E;
  input: EndpointInput<E>;
  fileName: string;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('stats');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const blob = await apiDownload(endpoint, input);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        icon={<Download aria-hidden className="size-3.5" />}
        disabled={busy}
        onClick={() => void download()}
        data-testid={testId}
      >
        {label}
      </Button>
      {failed && (
        <span role="alert" className="text-xs text-red-300">
          {t('csvFailed')}
        </span>
      )}
    </span>
  );
}
