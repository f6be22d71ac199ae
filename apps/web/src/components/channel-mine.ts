/** The value of the user's own channel in the channel switch (channel owners are uuids). */
export const MINE = 'mine';
