import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button';
import type { TableColumn } from './ui/table';
import { Toggle } from './ui/toggle';

interface NamedSwitchable {
  name: string;
  enabled: boolean;
}

/** The on/off column of the commands and timers tables: a switch that acts at once. */
export function enabledColumn<T extends NamedSwitchable>(options: {
  title: string;
  label: (row: T) => string;
  onToggle: (row: T, enabled: boolean) => void;
}): TableColumn<T> {
  return {
    key: 'enabled',
    title: options.title,
    align: 'center',
    formatter: (enabled: boolean, row: T) => (
      <div className="flex justify-center">
        <Toggle
          size="sm"
          checked={enabled}
          aria-label={options.label(row)}
          onChange={(next) => options.onToggle(row, next)}
        />
      </div>
    ),
  } as TableColumn<T>;
}

/** Edit and delete buttons for one row, named after it for screen readers. */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="ghost" size="sm" className="px-2" aria-label={editLabel} onClick={onEdit}>
        <Pencil aria-hidden className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 hover:text-red-300"
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </>
  );
}
