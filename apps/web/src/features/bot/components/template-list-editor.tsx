import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TemplateField, type TemplateFieldHandle } from './template-field';

let nextKey = 0;
const newKey = () => `t${++nextKey}`;

export interface TemplateListEditorProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  allowed: readonly string[];
  max: number;
  /** Per-item errors (`responses.1`) and the list's own (`Add at least one response`). */
  itemError: (index: number) => ReactNode;
  listError?: ReactNode;
  /** `Response 2`, `Message 2`. */
  itemLabel: (index: number) => string;
  addLabel: string;
  placeholder?: string;
  /** Hooks each field up to the shared variable picker. */
  target: {
    register: (key: string) => (handle: TemplateFieldHandle | null) => void;
    activate: (key: string) => void;
  };
  /** Between the fields and the add button, e.g. the random/in-order switch. */
  footer?: ReactNode;
}

/** One or more templates (a command's responses, a timer's rotating messages). */
export function TemplateListEditor({
  value,
  onChange,
  onBlur,
  allowed,
  max,
  itemError,
  listError,
  itemLabel,
  addLabel,
  placeholder,
  target,
  footer,
}: TemplateListEditorProps) {
  const { t } = useTranslation('bot');
  // Stable keys, so removing the first field does not hand its focus and caret to the second.
  const keys = useRef<string[]>([]);
  if (keys.current.length !== value.length) keys.current = value.map(() => newKey());
  const single = value.length === 1;

  const change = (index: number, text: string) =>
    onChange(value.map((item, i) => (i === index ? text : item)));
  const remove = (index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    onChange(value.filter((_, i) => i !== index));
  };
  const add = () => {
    keys.current = [...keys.current, newKey()];
    onChange([...value, '']);
  };

  return (
    <div className="space-y-3">
      {value.map((text, index) => {
        const key = keys.current[index]!;
        return (
          <div key={key} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <TemplateField
                ref={target.register(key)}
                label={single ? undefined : itemLabel(index)}
                aria-label={single ? itemLabel(index) : undefined}
                value={text}
                allowed={allowed}
                placeholder={placeholder}
                error={itemError(index)}
                onChange={(next) => change(index, next)}
                onFocus={() => target.activate(key)}
                onBlur={onBlur}
              />
            </div>
            {!single && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-7 px-2"
                aria-label={t('editor.removeItem', { label: itemLabel(index) })}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            )}
          </div>
        );
      })}
      {listError && (
        <p role="alert" className="text-xs font-medium text-red-400">
          {listError}
        </p>
      )}
      {footer}
      {value.length < max && (
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden className="size-4" />}
          onClick={add}
        >
          {addLabel}
        </Button>
      )}
    </div>
  );
}
