type FieldErrors = { [key: string]: FieldErrors | { code: string; message: string }[] };

export interface WebhookPayload {
  content?: string;
  username?: string;
  avatar_url?: string;
  tts?: boolean;
  embeds?: Record<string, unknown>[];
  allowed_mentions?: unknown;
  components?: unknown[];
  poll?: unknown;
  flags?: number;
}

export type WebhookValidation =
  | { ok: true; payload: WebhookPayload }
  | { ok: false; body: { code: number; message: string; errors?: FieldErrors } };

const LIMITS = {
  content: 2000,
  embeds: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  author: 256,
  total: 6000,
};

/** Adds `{_errors:[…]}` at a path, Discord's 50035 shape (docs/platforms/discord.md B4). */
function addError(
  errors: FieldErrors,
  path: (string | number)[],
  code: string,
  message: string,
): void {
  let node = errors;
  for (const key of path) node = (node[String(key)] ??= {}) as FieldErrors;
  ((node._errors ??= []) as { code: string; message: string }[]).push({ code, message });
}

function tooLong(
  errors: FieldErrors,
  path: (string | number)[],
  value: unknown,
  max: number,
): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'string') {
    addError(errors, path, 'BASE_TYPE_STRING', 'Must be a string.');
    return 0;
  }
  if (value.length > max)
    addError(errors, path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
  return value.length;
}

function checkEmbed(errors: FieldErrors, embed: Record<string, unknown>, i: number): number {
  const at = (...p: (string | number)[]) => ['embeds', i, ...p];
  let size = tooLong(errors, at('title'), embed.title, LIMITS.title);
  size += tooLong(errors, at('description'), embed.description, LIMITS.description);
  const footer = embed.footer as Record<string, unknown> | undefined;
  size += tooLong(errors, at('footer', 'text'), footer?.text, LIMITS.footer);
  const author = embed.author as Record<string, unknown> | undefined;
  size += tooLong(errors, at('author', 'name'), author?.name, LIMITS.author);
  const fields = embed.fields;
  if (Array.isArray(fields)) {
    if (fields.length > LIMITS.fields) {
      addError(
        errors,
        at('fields'),
        'BASE_TYPE_MAX_LENGTH',
        `Must be ${LIMITS.fields} or fewer in length.`,
      );
    }
    fields.forEach((raw, j) => {
      const field = (raw ?? {}) as Record<string, unknown>;
      for (const key of ['name', 'value'] as const) {
        if (field[key] === undefined)
          addError(errors, at('fields', j, key), 'BASE_TYPE_REQUIRED', 'This field is required');
      }
      size += tooLong(errors, at('fields', j, 'name'), field.name, LIMITS.fieldName);
      size += tooLong(errors, at('fields', j, 'value'), field.value, LIMITS.fieldValue);
    });
  }
  return size;
}

/** Discord's checks for an execute-webhook body (docs/platforms/discord.md B3). */
export function validateWebhookPayload(body: unknown): WebhookValidation {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, body: { code: 50109, message: 'The request body contains invalid JSON.' } };
  }
  const payload = body as WebhookPayload;
  const errors: FieldErrors = {};
  tooLong(errors, ['content'], payload.content, LIMITS.content);
  if (payload.username !== undefined) {
    tooLong(errors, ['username'], payload.username, 80);
    const lower = String(payload.username).toLowerCase();
    for (const word of ['clyde', 'discord']) {
      if (lower.includes(word))
        addError(
          errors,
          ['username'],
          'USERNAME_INVALID_CONTAINS',
          `Username cannot contain "${word}"`,
        );
    }
  }
  const embeds = payload.embeds;
  if (embeds !== undefined && !Array.isArray(embeds))
    addError(errors, ['embeds'], 'BASE_TYPE_ARRAY', 'Must be an array.');
  if (Array.isArray(embeds)) {
    if (embeds.length > LIMITS.embeds) {
      addError(
        errors,
        ['embeds'],
        'BASE_TYPE_MAX_LENGTH',
        `Must be ${LIMITS.embeds} or fewer in length.`,
      );
    }
    const total = embeds.reduce((sum: number, e, i) => sum + checkEmbed(errors, e ?? {}, i), 0);
    if (total > LIMITS.total)
      addError(
        errors,
        ['embeds'],
        'MAX_EMBED_SIZE_EXCEEDED',
        'Embed size exceeds maximum size of 6000',
      );
  }
  if (Object.keys(errors).length > 0) {
    return { ok: false, body: { code: 50035, message: 'Invalid Form Body', errors } };
  }
  const empty =
    !payload.content &&
    !(Array.isArray(embeds) && embeds.length) &&
    !payload.components?.length &&
    !payload.poll;
  if (empty) return { ok: false, body: { code: 50006, message: 'Cannot send an empty message' } };
  return { ok: true, payload };
}
