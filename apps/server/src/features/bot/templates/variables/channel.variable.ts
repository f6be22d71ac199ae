import type { TemplateVariable } from '../template';

export const channelVariable: TemplateVariable = {
  name: 'channel',
  description: 'The channel’s Kick name',
  resolve: (ctx) => ctx.channel,
};
