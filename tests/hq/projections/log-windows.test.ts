import { describe, expect, it } from 'vitest';
import { monthsBefore, windowsOf } from '../../../hq/src/projections/log-windows';

/*
 * D130: the log's windows of time, newest first. The log's own tests (console-projection.test.ts)
 * hold its pages to the same rows and order whatever the windows; here, that the windows cover
 * the span once, without a gap or an overlap, each twice the one before.
 */

const at = (text: string) => new Date(text);
const iso = (windows: Iterable<{ first: Date; end: Date }>) =>
  [...windows].map((w) => [w.first.toISOString().slice(0, 10), w.end.toISOString().slice(0, 10)]);

describe('the windows of the log', () => {
  it('cover the span newest first, each twice the one before, the last cut at its start', () => {
    const span = { first: at('2024-02-10T00:00:00Z'), end: at('2026-11-01T00:00:00Z') };
    expect(iso(windowsOf(span, 6))).toEqual([
      ['2026-05-01', '2026-11-01'],
      ['2025-05-01', '2026-05-01'],
      ['2024-02-10', '2025-05-01'],
    ]);
    expect(iso(windowsOf({ first: span.first, end: at('2024-03-01T00:00:00Z') }, 1))).toEqual([
      ['2024-02-10', '2024-03-01'],
    ]);
  });

  it('read nothing of an empty span', () => {
    const instant = at('2026-11-01T00:00:00Z');
    expect([...windowsOf({ first: instant, end: instant }, 1)]).toEqual([]);
  });

  it('go back by calendar months, the time of day kept', () => {
    expect(monthsBefore(at('2026-03-15T10:20:00Z'), 14).toISOString()).toBe(
      '2025-01-15T10:20:00.000Z',
    );
  });
});
