import type { TemplateVariable } from '../template';

export const songVariable: TemplateVariable = {
  name: 'song',
  description: 'The Spotify track playing now, when Spotify is connected',
  resolve: (ctx) => ctx.song(),
};
