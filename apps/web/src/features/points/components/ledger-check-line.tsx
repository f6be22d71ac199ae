import { useTranslation } from 'react-i18next';
import { useLedgerCheck } from '../hooks/use-points';
import { intlLocale } from '../../../app/i18n';

/**
 * The nightly ledger check's last result (docs/points.md "The ledger"): "no drift", or the
 * viewers whose balance is not the sum of their ledger entries. Nothing before the first check.
 */
export function LedgerCheckLine() {
  const { t, i18n } = useTranslation('points');
  const check = useLedgerCheck().data?.check;
  if (!check) return null;
  const time = new Date(check.checkedAt).toLocaleString(intlLocale(i18n.language));
  if (check.drifted === 0)
    return (
      <p data-testid="ledger-check" className="text-sm text-zinc-400">
        {t('ledgerCheck.clean', { time, count: check.viewers })}
      </p>
    );
  return (
    <div
      data-testid="ledger-check"
      role="alert"
      className="rounded-xl border border-red-500/30 bg-red-500/10 p-4 text-sm text-red-200"
    >
      <p>{t('ledgerCheck.drift', { time, count: check.drifted })}</p>
      <ul className="mt-2 list-disc pl-5">
        {check.drift.map((row) => (
          <li key={row.login}>
            {t('ledgerCheck.row', { name: row.login, balance: row.balance, ledger: row.ledger })}
          </li>
        ))}
      </ul>
    </div>
  );
}
