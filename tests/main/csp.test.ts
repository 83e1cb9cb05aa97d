import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  DEVELOPMENT_CONTENT_SECURITY_POLICY,
  metaPolicy,
  serializeCsp,
} from '../../electron/main/csp';

function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  const policy = parse(CONTENT_SECURITY_POLICY);

  it('denies by default and allows scripts, styles and connections from the app only', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('closes objects, base, forms and framing', () => {
    for (const directive of ['object-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(policy.get(directive), directive).toEqual(["'none'"]);
    }
  });

  it('has nothing that re-opens script execution or the network', () => {
    for (const weak of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      "'wasm-unsafe-eval'",
      '*',
      'http:',
      'https:',
      'blob:',
      'filesystem:',
      'ws:',
    ]) {
      expect(CONTENT_SECURITY_POLICY).not.toContain(weak);
    }
  });

  it('relaxes only style-src, and only for the dev server', () => {
    const dev = parse(DEVELOPMENT_CONTENT_SECURITY_POLICY);
    expect(dev.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const [name, sources] of policy) {
      if (name !== 'style-src') expect(dev.get(name), name).toEqual(sources);
    }
    expect(DEVELOPMENT_CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
  });

  it('serializes directives in order, one per clause', () => {
    expect(serializeCsp({ 'default-src': ["'none'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'none'; img-src 'self' data:",
    );
    expect(parse(CONTENT_SECURITY_POLICY).size).toBe(Object.keys(CSP_DIRECTIVES).length);
  });
});

describe('the page’s own meta policy', () => {
  it('is the header’s policy without frame-ancestors, so the two cannot drift apart', async () => {
    const { readFile } = await import('node:fs/promises');
    const html = await readFile('renderer/index.html', 'utf8');
    const meta = html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1];
    expect(meta).toBe(metaPolicy(CONTENT_SECURITY_POLICY));
    expect(meta).not.toContain('frame-ancestors');
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
