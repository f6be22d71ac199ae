import { useTranslation } from 'react-i18next';
import { Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useCopy } from '../hooks/use-copy';

/** A secret (a token, a signing secret) shown this once, with a copy button. */
export function SecretReveal({
  label,
  secret,
  onDone,
}: {
  label: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('api');
  const copy = useCopy();
  return (
    <div
      role="status"
      aria-label={label}
      className="mb-4 rounded-xl border border-brand-500/40 bg-brand-500/10 p-4"
    >
      <div className="flex items-start gap-3">
        <KeyRound size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-400" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-white">{label}</p>
          <p className="mt-0.5 text-sm text-zinc-300">
            {t('secret.title')}. {t('secret.body')}
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              data-testid="secret-value"
              className="min-w-0 flex-1 select-all break-all rounded-lg bg-surface-950 px-3 py-2 font-mono text-sm text-zinc-100 ring-1 ring-inset ring-surface-700"
            >
              {secret}
            </code>
            <div className="flex shrink-0 gap-2">
              <Button
                size="sm"
                icon={<Copy size={15} aria-hidden="true" />}
                onClick={() => void copy(secret)}
              >
                {t('secret.copy')}
              </Button>
              <Button size="sm" variant="secondary" onClick={onDone}>
                {t('secret.done')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
