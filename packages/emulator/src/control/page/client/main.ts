/**
 * The control page's script (served compiled as `/assets/control.js`, see ../client-script.ts):
 * wires the controls, then polls the control API: chat often, the rest less.
 */
import { ui } from './control-api';
import { wireButtons } from './buttons';
import { CHANNEL_KEY, wireForms } from './form-controls';
import { refreshChat, refreshState } from './refresh';
import { refreshRewards, wireRewards } from './rewards';

wireForms();
wireButtons();
wireRewards();

try {
  ui.channelId = localStorage.getItem(CHANNEL_KEY);
} catch {
  // Private mode: start on the first channel.
}

void refreshState().then(refreshChat);
setInterval(() => void refreshChat(), 700);
setInterval(() => void refreshState(), 1500);
setInterval(() => void refreshRewards(), 1500);
void refreshRewards();
