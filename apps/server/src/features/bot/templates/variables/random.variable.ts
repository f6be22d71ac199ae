import type { TemplateVariable } from '../template';

const RANGE = /^(-?\d{1,9})\s*-\s*(-?\d{1,9})$/;

/** `{random 1-6}`: a whole number in the range, both ends included. Default 1-100. */
export const randomVariable: TemplateVariable = {
  name: 'random',
  description: 'A random whole number, e.g. {random 1-6}; 1-100 without a range',
  resolve: (ctx, args) => {
    const match = RANGE.exec(args);
    let low = match ? Number(match[1]) : 1;
    let high = match ? Number(match[2]) : 100;
    if (low > high) [low, high] = [high, low];
    return String(low + Math.floor(ctx.random() * (high - low + 1)));
  },
};
