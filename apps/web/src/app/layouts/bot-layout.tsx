import { Outlet } from 'react-router';
import { BotFrame } from '../../components/bot-frame/bot-frame';
import { PageSuspense } from './page-suspense';

/**
 * The `bot` layout: every bot page inside the bot's frame, within the default layout. The frame
 * stays while the user moves between bot pages; only the page below it changes (and waits for
 * its texts under the frame).
 */
export function BotLayout() {
  return (
    <BotFrame>
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </BotFrame>
  );
}
