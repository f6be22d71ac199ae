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

/** An upload of the streamer's (the media feature stores it by content): `media:<sha256>`. */
export const MEDIA_REF = /^media:[0-9a-f]{64}$/;

/** Alert media and sounds: an http(s) URL, a same-origin path (built-in sounds) or an upload. */
export const alertMediaUrlSchema = z
  .string()
  .trim()
  .max(2000, 'URL is too long')
  .refine(
    (value) =>
      value === '' || /^https?:\/\//i.test(value) || value.startsWith('/') || MEDIA_REF.test(value),
    'Use an http(s) URL or an uploaded file',
  );

export const ANIMATIONS_IN = [
  'none',
  'fade',
  'slide-up',
  'slide-down',
  'slide-left',
  'slide-right',
  'zoom',
  'pop',
  'bounce',
] as const;
export const ANIMATIONS_OUT = [
  'none',
  'fade',
  'slide-up',
  'slide-down',
  'slide-left',
  'slide-right',
  'zoom',
] as const;

/**
 * Where a widget sits in a browser source larger than its designed size (its type's OBS size):
 * a corner, an edge's middle, the centre, or `fill` (stretched to the whole source).
 */
export const PLACEMENTS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
  'fill',
] as const;
export type Placement = (typeof PLACEMENTS)[number];
