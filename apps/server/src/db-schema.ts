// The one Drizzle schema: every feature's tables, composed here (features own their *.schema.ts).
import * as accounts from './features/accounts/accounts.schema';

export const schema = { ...accounts };
