import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/*
 * axe-core (Deque's accessibility engine) run in the page as it is. Its source is evaluated
 * through the DevTools protocol, which the page's CSP does not govern, so the app's CSP stays as
 * strict as it ships: no script tag is added.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** WCAG 2.1 A and AA findings on the page as it stands, each with the nodes it names. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => 'axe' in globalThis);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run((globalThis as unknown as { document: unknown }).document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  });
}

/** One line per finding, for a failure message a person can act on. */
export function describeFindings(screen: string, findings: AxeFinding[]): string {
  return findings
    .map((f) => `${screen}: ${f.rule} (${f.impact ?? 'n/a'}): ${f.help} at ${f.targets.join(', ')}`)
    .join('\n');
}
