import { ACTIONS_SCRIPT } from './script-actions';
import { RENDER_SCRIPT } from './script-render';
import { REWARDS_SCRIPT } from './rewards-panel';

/** The one external script of the control page (`/assets/control.js`). */
export const CONTROL_SCRIPT = `(function () {\n'use strict';\n${RENDER_SCRIPT}\n${ACTIONS_SCRIPT}\n${REWARDS_SCRIPT}\n})();\n`;
