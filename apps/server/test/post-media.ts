import { request } from 'node:http';

/**
 * An upload over a real socket (inject() cannot hold a body open): the chunks written one by
 * one, with a declared `length` or chunked; `unfinished` never ends the body, so only an answer
 * given before the body is read can come back.
 */
export function postMedia(
  baseUrl: string,
  token: string | null,
  options: { chunks: Buffer[]; length?: number; unfinished?: boolean; name?: string },
  timeoutMs = 5_000,
): Promise<{ status: number; body: string }> {
  const url = `${baseUrl}/api/media?name=${encodeURIComponent(options.name ?? 'clip.webm')}`;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'video/webm',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.length !== undefined ? { 'content-length': String(options.length) } : {}),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body });
        req.destroy();
      });
    });
    // The server may close the socket after answering while the body is still being written.
    req.on('error', (error) => reject(error));
    for (const chunk of options.chunks) req.write(chunk);
    if (!options.unfinished) req.end();
  });
}
