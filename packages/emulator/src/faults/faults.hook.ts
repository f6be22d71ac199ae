import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Provider } from '../options';
import { type ErrorStyle, errorBody } from '../shared/error-styles';
import type { FaultRule, FaultService } from './faults.service';

function faultBody(style: ErrorStyle, rule: FaultRule): unknown {
  const status = rule.status ?? 500;
  if (status !== 429) return errorBody(style, status);
  // Each platform's rate-limit body (docs/platforms/spotify.md A7, B4; Kick's is undocumented, §3).
  if (style === 'discord') {
    return {
      message: 'You are being rate limited.',
      retry_after: rule.retryAfterSeconds ?? 1,
      global: false,
    };
  }
  // Since 2026-07 an exhausted dev-mode quota is a 429 too, told apart by `reason` (A7).
  if (style === 'spotify-api' && rule.quotaExceeded)
    return { error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } };
  if (style === 'spotify-api')
    return { error: { status: 429, message: 'API rate limit exceeded' } };
  return errorBody(style, 429);
}

/** onRequest hook of one provider scope: applies the first matching fault, if any. */
export function faultHook(
  faults: FaultService,
  provider: Provider,
  style: ErrorStyle,
): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const rule = faults.take(provider, request.method, path);
    if (!rule) return;
    if (rule.kind === 'timeout') {
      // Never answers until released; then the request is handled normally.
      await faults.hold();
      return;
    }
    if (rule.retryAfterSeconds !== null)
      void reply.header('retry-after', String(rule.retryAfterSeconds));
    return reply.status(rule.status ?? 500).send(faultBody(style, rule));
  };
}
