import { createElement, type ComponentType, type ReactNode } from 'react';

interface ShellProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A bot page that another feature owns (song requests): it is drawn inside the bot's frame
 * (channel switch, status strip, sub-navigation). Features do not import each other, so the app
 * layer hands the bot's shell to the page; both load with the route.
 */
export async function withBotShell(
  page: Promise<{ default: ComponentType<{ Shell: ComponentType<ShellProps> }> }>,
): Promise<{ default: ComponentType }> {
  const [{ BotShell }, { default: Page }] = await Promise.all([
    import('../features/bot/components/bot-shell'),
    page,
  ]);
  return { default: () => createElement(Page, { Shell: BotShell }) };
}
