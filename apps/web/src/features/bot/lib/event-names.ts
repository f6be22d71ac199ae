/** `channel.followed` → `channel_followed`: i18next reads dots as nesting. */
export const eventKey = (type: string) => type.replace(/[^a-z0-9]+/gi, '_');
