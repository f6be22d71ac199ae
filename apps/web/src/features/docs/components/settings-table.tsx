import type { ReactNode } from 'react';

/** A two-column table of settings and the value to enter. */
export function SettingsTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: Array<[ReactNode, ReactNode]>;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-surface-700 bg-surface-900">
      <table className="w-full border-collapse text-left text-sm leading-6">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-850 text-xs uppercase tracking-wider text-zinc-400">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {head[0]}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-700">
          {rows.map(([name, value], index) => (
            <tr key={index} className="align-top">
              <th scope="row" className="whitespace-nowrap px-4 py-2.5 font-medium text-zinc-100">
                {name}
              </th>
              <td className="px-4 py-2.5 text-zinc-300">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
