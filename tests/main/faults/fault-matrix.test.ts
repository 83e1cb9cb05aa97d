import { beforeAll, describe, expect, it } from 'vitest';
import {
  MATRIX_FAULTS,
  MATRIX_KINDS,
  cellProblems,
  expectedCell,
  runFaultMatrix,
  type MatrixCell,
} from './fault-matrix';

/**
 * The fault matrix (docs/fault-matrix.md), asserted cell by cell on one run (`npm run faults`
 * prints the same run as a table). Each cell goes through the real engine and the sandbox bank over
 * HTTP.
 */
describe('the fault matrix: each fault on RTGS and IMT', () => {
  let cells: MatrixCell[] = [];

  beforeAll(async () => {
    cells = await runFaultMatrix();
  }, 180_000);

  const grid = MATRIX_FAULTS.flatMap((fault) =>
    MATRIX_KINDS.map((kind) => [fault.name, kind, fault.id] as const),
  );

  it.each(grid)('%s × %s: the state, the words and the bank as the rules say', (_, kind, id) => {
    const cell = cells.find((c) => c.fault === id && c.kind === kind);
    expect(cell, 'the cell ran').toBeDefined();
    const expected = expectedCell(id, kind);
    expect(cell!.state).toBe(expected.state);
    expect(cell!.processed).toBe(expected.processed);
    expect(cell!.processed).toBeLessThanOrEqual(1);
    expect(cell!.attempts).toBe(expected.attempts);
    expect(cell!.problems).toEqual([]);
  });

  it('every cell ran once, each on a reference of its own', () => {
    expect(cells).toHaveLength(grid.length);
    expect(new Set(cells.map((c) => c.reference)).size).toBe(cells.length);
  });
});

describe('the matrix checks a cell against the rules', () => {
  const base = {
    fault: 'duplicate-reference',
    faultName: 'DUPLICATE_REFERENCE',
    kind: 'imt' as const,
    reference: '990000000001',
    attempts: 1,
    attemptErrors: [],
    expected: expectedCell('duplicate-reference', 'imt'),
  };

  it('finds a processed transfer that the clerk is told moved no money', () => {
    const problems = cellProblems({
      ...base,
      state: 'not_sent',
      processed: 1,
      clerkReads: { label: 'Not sent: no money moved', detail: null, message: 'No money moved.' },
    });
    expect(problems).toEqual([
      'recorded not_sent, the rule says unknown',
      'the bank processed it, but the clerk reads "no money moved"',
    ]);
  });

  it('finds a reference processed twice, and an unknown outcome without the warning', () => {
    const problems = cellProblems({
      ...base,
      state: 'unknown',
      processed: 2,
      clerkReads: { label: 'Outcome unknown', detail: null, message: null },
    });
    expect(problems).toEqual([
      'the bank processed it 2 times',
      'the bank processed it 2 times, expected 1',
      'unknown, but the clerk is not told not to send it again',
    ]);
  });
});
