import { $ } from './dom';

/** A form's fields by name; an unchecked box is absent, as in `FormData`. */
export type FormValues = Partial<Record<string, string>>;

export function formValues(form: HTMLFormElement | string): FormValues {
  const data: FormValues = {};
  const element = typeof form === 'string' ? $<HTMLFormElement>(form) : form;
  new FormData(element).forEach((value, key) => {
    if (typeof value === 'string') data[key] = value;
  });
  return data;
}

/** An empty number field is left out of the request, so the emulator's default applies. */
export function optionalNumber(value: string | undefined): number | undefined {
  return value === '' || value === undefined ? undefined : Number(value);
}
