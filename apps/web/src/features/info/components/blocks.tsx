import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { RichText, plainText } from './rich-text';

/** The pieces long texts in the `info` catalogue are made of. */
export type Block =
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { note: string }
  | { table: { head: string[]; rows: string[][] } };

/** Reads an array of blocks from the catalogue (an empty list when the key is missing). */
export function useBlocks(key: string): Block[] {
  const { t } = useTranslation('info');
  const value = t(key, { returnObjects: true }) as unknown;
  return Array.isArray(value) ? (value as Block[]) : [];
}

export function blocksText(blocks: Block[]): string {
  return blocks
    .flatMap((block) => {
      if ('p' in block) return [block.p];
      if ('note' in block) return [block.note];
      if ('ul' in block) return block.ul;
      if ('ol' in block) return block.ol;
      return [...block.table.head, ...block.table.rows.flat()];
    })
    .map(plainText)
    .join(' ');
}

const listItem = 'pl-1.5 marker:text-brand-500';

/** Renders the blocks stored under `base` with readable long-text typography. */
export function Blocks({ base }: { base: string }) {
  const blocks = useBlocks(base);
  return (
    <div className="space-y-4 text-[0.975rem] leading-7 text-zinc-300">
      {blocks.map((block, index) => {
        const key = `${base}.${index}`;
        if ('p' in block) {
          return (
            <p key={index}>
              <RichText i18nKey={`${key}.p`} />
            </p>
          );
        }
        if ('note' in block) {
          return (
            <p
              key={index}
              className="flex gap-3 rounded-lg border border-sky-500/25 bg-sky-500/10 px-4 py-3 text-sm leading-6 text-sky-100"
            >
              <Info size={18} className="mt-0.5 shrink-0 text-sky-300" aria-hidden="true" />
              <span>
                <RichText i18nKey={`${key}.note`} />
              </span>
            </p>
          );
        }
        if ('ul' in block || 'ol' in block) {
          const ordered = 'ol' in block;
          const items = ordered ? block.ol : block.ul;
          const List = ordered ? 'ol' : 'ul';
          return (
            <List
              key={index}
              className={ordered ? 'list-decimal space-y-2 pl-6' : 'list-disc space-y-2 pl-6'}
            >
              {items.map((_, item) => (
                <li key={item} className={listItem}>
                  <RichText i18nKey={`${key}.${ordered ? 'ol' : 'ul'}.${item}`} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <div key={index}>
            {/* Narrow screens: one card per row, each value under its column's name. */}
            <ul className="divide-y divide-surface-700 rounded-xl border border-surface-700 bg-surface-900 text-sm leading-6 sm:hidden">
              {block.table.rows.map((row, rowIndex) => (
                <li key={rowIndex} className="space-y-3 px-4 py-4">
                  <p className="text-zinc-100">
                    <RichText i18nKey={`${key}.table.rows.${rowIndex}.0`} />
                  </p>
                  <dl className="space-y-2">
                    {row.slice(1).map((_, cell) => (
                      <div key={cell}>
                        <dt className="text-xs font-semibold uppercase tracking-wider text-zinc-400">
                          <RichText i18nKey={`${key}.table.head.${cell + 1}`} />
                        </dt>
                        <dd className="text-zinc-300">
                          <RichText i18nKey={`${key}.table.rows.${rowIndex}.${cell + 1}`} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto rounded-xl border border-surface-700 bg-surface-900 sm:block">
              <table className="w-full min-w-[32rem] border-collapse text-left text-sm leading-6">
                <thead className="bg-surface-850 text-xs uppercase tracking-wider text-zinc-400">
                  <tr>
                    {block.table.head.map((_, cell) => (
                      <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                        <RichText i18nKey={`${key}.table.head.${cell}`} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-surface-700">
                  {block.table.rows.map((row, rowIndex) => (
                    <tr key={rowIndex} className="align-top">
                      {row.map((_, cell) =>
                        cell === 0 ? (
                          <th
                            key={cell}
                            scope="row"
                            className="px-4 py-3 font-normal text-zinc-200"
                          >
                            <RichText i18nKey={`${key}.table.rows.${rowIndex}.${cell}`} />
                          </th>
                        ) : (
                          <td key={cell} className="px-4 py-3 text-zinc-300">
                            <RichText i18nKey={`${key}.table.rows.${rowIndex}.${cell}`} />
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </div>
  );
}
