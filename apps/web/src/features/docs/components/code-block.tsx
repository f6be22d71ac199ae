import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';

/** A block of code or a URL, with its language label and (optionally) a copy button. */
export function CodeBlock({
  code,
  label,
  copy = true,
}: {
  code: string;
  label?: string;
  copy?: boolean;
}) {
  const { t } = useTranslation('docs');
  const [copied, setCopied] = useState(false);
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('code.copyFailed'));
    }
  };
  return (
    <div className="group overflow-hidden rounded-xl border border-surface-700 bg-surface-900">
      {(label || copy) && (
        <div className="flex items-center justify-between gap-3 border-b border-surface-700 bg-surface-850 px-4 py-1.5">
          <span className="text-xs font-medium text-zinc-400">{label}</span>
          {copy && (
            <button
              type="button"
              onClick={() => void copyCode()}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-zinc-400 transition-colors hover:bg-surface-700 hover:text-white"
            >
              {copied ? (
                <Check size={13} aria-hidden="true" className="text-brand-400" />
              ) : (
                <Copy size={13} aria-hidden="true" />
              )}
              <span aria-live="polite">{copied ? t('code.copied') : t('code.copy')}</span>
            </button>
          )}
        </div>
      )}
      <pre className="overflow-x-auto px-4 py-3 font-mono text-[13px] leading-6 text-zinc-200">
        <code>{code}</code>
      </pre>
    </div>
  );
}
