import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The console's one cookie, the session token (D101): HttpOnly (no script reads it),
 * SameSite=Strict (no other site's page sends it), Path=/, and Secure with the __Host- prefix when
 * head office serves TLS (the browser then refuses it over plain HTTP or from a sub-domain). It
 * carries no expiry: it ends with the browser, and head office ends the session itself.
 * One cookie of one known name, so a few lines read it rather than a cookie library.
 */

function cookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? '__Host-remit-hq-session' : 'remit-hq-session';
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const name = cookieName(request);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      // Tokens are base64url: anything else is not one of ours.
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function cookie(request: FastifyRequest, value: string, extra: string[] = []): string {
  const secure = request.protocol === 'https' ? ['Secure'] : [];
  return [
    `${cookieName(request)}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...secure,
    ...extra,
  ].join('; ');
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.header('set-cookie', cookie(request, token));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', ['Max-Age=0']));
}
