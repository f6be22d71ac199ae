import {
  fillFieldPlaceholders,
  type CustomFieldValue,
} from '@kyo/contracts/widgets/types/custom.logic';

/**
 * What the display hands the custom widget's frame (contracts: custom.frame.ts, which builds the
 * page from it): the streamer's HTML, CSS and JavaScript with `{{name}}` already replaced by the
 * fields' values, as StreamElements does, and jQuery when the code uses it.
 */

/** Whether a widget's code uses jQuery, which StreamElements gives every custom widget. */
export const usesJquery = (code: { html: string; js: string }) =>
  /(^|[^\w$.])(\$|jQuery)\s*[.(]/.test(code.js) || /(^|[^\w$.])(\$|jQuery)\s*[.(]/.test(code.html);

export interface FrameCode {
  html: string;
  css: string;
  js: string;
  /** jQuery's minified source, run before the widget's code when it uses `$`. */
  jquery?: string | undefined;
}

export function frameCode(
  code: { html: string; css: string; js: string; jquery?: string | undefined },
  fieldData: Readonly<Record<string, CustomFieldValue>>,
): FrameCode {
  const fill = (text: string) => fillFieldPlaceholders(text, fieldData);
  return {
    html: fill(code.html),
    css: fill(code.css),
    js: fill(code.js),
    ...(code.jquery ? { jquery: code.jquery } : {}),
  };
}
