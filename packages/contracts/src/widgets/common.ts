import { z } from 'zod';

/** #rgb, #rrggbb or #rrggbbaa. */
export const colorSchema = z
  .string()
  .regex(
    /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
    'Use a hex colour like #53fc18 or #00000080',
  );

/** Fonts every OBS machine has, plus the bundled display font. */
export const FONT_FAMILIES = [
  'Inter',
  'system-ui',
  'Arial',
  'Verdana',
  'Georgia',
  'Trebuchet MS',
  'Courier New',
  'Impact',
] as const;
export const fontFamilySchema = z.enum(FONT_FAMILIES);

/** http(s) URLs and same-origin paths only: never `javascript:` or `data:` in a browser source. */
export const mediaUrlSchema = z
  .string()
  .trim()
  .max(2000, 'URL is too long')
  .refine(
    (value) => value === '' || /^https?:\/\//i.test(value) || value.startsWith('/'),
    'Use an http(s) URL',
  );

export const ANIMATIONS_IN = [
  'none',
  'fade',
  'slide-up',
  'slide-down',
  'slide-left',
  'zoom',
  'bounce',
] as const;
export const ANIMATIONS_OUT = [
  'none',
  'fade',
  'slide-up',
  'slide-down',
  'slide-right',
  'zoom',
] as const;
