import { useTranslation } from 'react-i18next';
import { RichText } from './rich-text';

interface Table {
  head: string[];
  rows: string[][];
}

/** A reference table stored in the `docs` catalogue as `{ head, rows }` (cells may hold markup). */
export function ReferenceTable({ k, caption }: { k: string; caption: string }) {
  const { t } = useTranslation('docs');
  const table = t(k, { returnObjects: true }) as unknown as Partial<Table>;
  const head = Array.isArray(table.head) ? table.head : [];
  const rows = Array.isArray(table.rows) ? table.rows : [];
  return (
    <div className="overflow-x-auto rounded-xl border border-surface-700 bg-surface-900">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm leading-6">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-850 text-xs uppercase tracking-wider text-zinc-400">
          <tr>
            {head.map((_, index) => (
              <th key={index} scope="col" className="px-4 py-2.5 font-semibold">
                <RichText i18nKey={`${k}.head.${index}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-700">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="align-top">
              {row.map((_, cell) =>
                cell === 0 ? (
                  <th
                    key={cell}
                    scope="row"
                    className="whitespace-nowrap px-4 py-2.5 font-medium text-zinc-100"
                  >
                    <RichText i18nKey={`${k}.rows.${rowIndex}.${cell}`} />
                  </th>
                ) : (
                  <td key={cell} className="px-4 py-2.5 text-zinc-300">
                    <RichText i18nKey={`${k}.rows.${rowIndex}.${cell}`} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
