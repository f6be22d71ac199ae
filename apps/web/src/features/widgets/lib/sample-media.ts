/** Media bundled with the app (apps/web/public/media), same-origin for every overlay. */
export const SAMPLE_MEDIA = {
  /** VP9 with an alpha channel: also the OBS transparency test clip. */
  video: '/media/kyo-alpha-test.webm',
  sound: '/media/kyo-chime.ogg',
} as const;
