/*
 * The renderer's Content-Security-Policy, in one place: the app:// protocol sends it as a response
 * header, and the browser harness sends the same text.
 *
 * Vite's production build of the Vue renderer is module scripts (the first chunk, and the admins'
 * and supervisors' screens imported on their first visit) and stylesheets, all loaded from the
 * app's own origin: no inline script, no eval (Vue's templates are compiled at
 * build time), and Vue sets styles through the CSSOM, which style-src does not restrict. So no
 * 'unsafe-inline' and no 'unsafe-eval' (tests/main/security/renderer-build-csp.test.ts builds the
 * renderer and checks). `data:` images are allowed because Vite inlines small images that way.
 * The renderer talks to nothing but its own origin: the bank is reached by the main process only.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export function serializeCsp(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = serializeCsp(CSP_DIRECTIVES);

/**
 * For the electron-vite dev server only: Vite's client injects each Vue component's styles as a
 * <style> element, which style-src 'self' blocks. Everything else stays as strict as production.
 */
export const DEVELOPMENT_CONTENT_SECURITY_POLICY = serializeCsp({
  ...CSP_DIRECTIVES,
  'style-src': ["'self'", "'unsafe-inline'"],
});

/**
 * The same policy for the page's own <meta> element, a second line of defence wherever the page
 * is opened. A meta policy cannot carry frame-ancestors (browsers ignore it there, noisily); the
 * response header does.
 */
export function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ');
}
