import type { AlertFields, TemplateVariable } from '../template';

const field = (name: keyof AlertFields, description: string): TemplateVariable => ({
  name,
  description,
  resolve: (ctx) => ctx.alert?.[name] ?? '',
});

/** The event's own values in chat alerts (`ALERT_VARIABLES` says which alert has which). */
export const alertFieldVariables: TemplateVariable[] = [
  field('name', 'Who followed, subscribed, gifted or sent Kicks'),
  field('months', 'Months subscribed'),
  field('gifter', 'Who gifted the subs ("Anonymous" when hidden)'),
  field('amount', 'How many Kicks were sent'),
  field('gift', 'The name of the Kicks gift'),
  field('message', 'The message sent with the Kicks'),
];
