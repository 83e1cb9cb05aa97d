// The fault matrix (docs/fault-matrix.md): each fault the bank's side can show, on RTGS and on IMT,
// through the real engine (createServices, a journal file, the test keyring) against the sandbox
// bank over HTTP on 127.0.0.1. Each cell is what the journal recorded, the words the clerk reads
// (receiptWords, the function the receipt screen renders), and how many times the bank processed
// the reference. The expected cells are the product's rules (docs/decisions.md D7, D8, D10). No
// vitest import: fault-matrix.test.ts asserts a run, fault-matrix-cli.ts (`npm run faults`) prints
// one.
import { SERVICE_PATHS, type SendOperation } from '@shared/api/paths';
import type { TransferState } from '@shared/domain/transfer-states';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { bindingOf } from '../../../electron/main/keys/token-binding';
import {
  SANDBOX_CREDENTIALS,
  type FaultSpec,
  type Sandbox,
} from '../../../electron/main/sandbox/sandbox';
import { receiptWords } from '@shared/domain/receipt-words';
import { untrustedTlsFront } from '../../support/tls-front';
import {
  ADMIN,
  CLERK,
  FAST_RETRY,
  createTeardown,
  freePort,
  generateTestKey,
  startBank,
  testWorkstation,
  type Teardown,
  type TestKey,
} from '../engine/engine-fixture';
import { testClock, type TestClock } from '../engine/test-clock';
import { imtDraft, rtgsDraft } from '../engine/drafts';

/** The shortest timeouts the network settings allow: a fault without an answer waits for them. */
export const MATRIX_NETWORK = { connectTimeoutMs: 2_000, requestTimeoutMs: 5_000 };
/** A slow answer: well past a normal answer, well inside the request timeout. */
const SLOW_MS = 1_500;

/** Where the workstation's requests go, and what the bank does with them. */
type Arrange =
  { bank: 'refused' | 'dns' | 'tls' } | { bank: 'sandbox'; fault: Omit<FaultSpec, 'route'> };

export interface MatrixFault {
  id: string;
  name: string;
  /** How the fault is made, for the table's reader. */
  how: string;
  arrange: Arrange;
}

export const MATRIX_FAULTS: readonly MatrixFault[] = [
  {
    id: 'refused',
    name: 'Connection refused',
    how: 'a port on 127.0.0.1 nothing listens on',
    arrange: { bank: 'refused' },
  },
  {
    id: 'dns',
    name: 'DNS failure',
    how: 'a service address under .invalid',
    arrange: { bank: 'dns' },
  },
  {
    id: 'tls',
    name: 'TLS failure',
    how: 'a TLS front with a self-signed certificate the app does not trust',
    arrange: { bank: 'tls' },
  },
  {
    id: 'slow',
    name: 'Slow answer',
    how: `the bank answers after ${SLOW_MS} ms, inside the request timeout`,
    arrange: { bank: 'sandbox', fault: { fault: 'latency', ms: SLOW_MS } },
  },
  {
    id: 'hang',
    name: 'Hang after the body',
    how: 'the bank reads the body, books it, never answers',
    arrange: { bank: 'sandbox', fault: { fault: 'hang', processed: true } },
  },
  {
    id: 'reset',
    name: 'Reset after the body',
    how: 'the bank books it, then drops the connection',
    arrange: { bank: 'sandbox', fault: { fault: 'reset-after-processing' } },
  },
  {
    id: '5xx',
    name: '5xx',
    how: 'the bank books it, then answers 500 INTERNAL_ERROR',
    arrange: { bank: 'sandbox', fault: { fault: 'status', status: 500, processed: true } },
  },
  {
    id: '429',
    name: '429',
    how: 'the bank answers 429 without booking it',
    arrange: { bank: 'sandbox', fault: { fault: 'status', status: 429 } },
  },
  {
    id: 'malformed-json',
    name: 'Malformed JSON',
    how: 'the bank books it, then answers 200 with JSON cut short',
    arrange: { bank: 'sandbox', fault: { fault: 'malformed-json' } },
  },
  {
    id: 'unexpected-shape',
    name: 'Unexpected body shape',
    how: 'the bank books it, then answers 200 "success" without transactionId or status',
    arrange: { bank: 'sandbox', fault: { fault: 'unexpected-shape' } },
  },
  {
    id: '401',
    name: '401 in the middle of a session',
    how: 'a session is open; the bank answers the send once with 401',
    arrange: { bank: 'sandbox', fault: { fault: 'status', status: 401, times: 1 } },
  },
  {
    id: '403',
    name: '403',
    how: 'the bank answers every send with 403',
    arrange: { bank: 'sandbox', fault: { fault: 'status', status: 403 } },
  },
  {
    id: 'duplicate-reference',
    name: 'DUPLICATE_REFERENCE',
    how: 'the bank books it, then answers 400 DUPLICATE_REFERENCE',
    arrange: { bank: 'sandbox', fault: { fault: 'duplicate-reference' } },
  },
];

export const MATRIX_KINDS: readonly SendOperation[] = ['rtgs', 'imt'];

/** What the product's rules say a cell must be. */
export interface ExpectedCell {
  state: TransferState;
  /** Times the bank processed the reference. */
  processed: 0 | 1;
  /** Requests the app made for this transfer (journaled attempts). */
  attempts: number;
  /** The rule, in a few words, for the table's reader. */
  rule: string;
}

const NOT_SENT_RETRIED: ExpectedCell = {
  state: 'not_sent',
  processed: 0,
  attempts: FAST_RETRY.maxAttempts,
  rule: 'D7/D13: proven not sent; retried under the same reference, then not sent',
};

const UNKNOWN_PROCESSED: ExpectedCell = {
  state: 'unknown',
  processed: 1,
  attempts: 1,
  rule: 'D7: may have reached the bank; unknown, never resent',
};

/** The product's rules per fault; a function of the product where the rules differ by it. */
export const EXPECTED: Readonly<
  Record<string, ExpectedCell | ((kind: SendOperation) => ExpectedCell)>
> = {
  refused: NOT_SENT_RETRIED,
  dns: NOT_SENT_RETRIED,
  tls: NOT_SENT_RETRIED,
  slow: {
    state: 'succeeded',
    processed: 1,
    attempts: 1,
    rule: 'a late answer is still the answer',
  },
  hang: (kind) =>
    kind === 'imt'
      ? {
          state: 'no_response_test',
          processed: 1,
          attempts: 1,
          rule: 'D7: the test environment never answers IMT; sent, no response, never resent',
        }
      : { ...UNKNOWN_PROCESSED, rule: 'D7: a timeout after the body; unknown, never resent' },
  reset: { ...UNKNOWN_PROCESSED, rule: 'D7: reset after the body; unknown, never resent' },
  '5xx': { ...UNKNOWN_PROCESSED, rule: 'D7: a 5xx; unknown, never resent' },
  '429': {
    state: 'unknown',
    processed: 0,
    attempts: 1,
    rule: 'D8: any other status is an unexpected response; unknown, never resent',
  },
  'malformed-json': {
    ...UNKNOWN_PROCESSED,
    rule: 'D8/D10: a 200 that is not JSON proves nothing; unknown, never resent',
  },
  'unexpected-shape': {
    ...UNKNOWN_PROCESSED,
    rule: 'D8/D10: success without a transaction id and status proves nothing; unknown',
  },
  '401': {
    state: 'succeeded',
    processed: 1,
    attempts: 2,
    rule: 'D8: the token is renewed once and the same request sent again',
  },
  '403': {
    state: 'not_sent',
    processed: 0,
    attempts: 2,
    rule: 'D8: the signature is made again once; refused again, not sent, call an admin',
  },
  'duplicate-reference': {
    ...UNKNOWN_PROCESSED,
    rule: 'D12/D7: the bank may hold this transfer; unknown, never "no money moved"',
  },
};

export function expectedCell(faultId: string, kind: SendOperation): ExpectedCell {
  const rule = EXPECTED[faultId];
  if (!rule) throw new Error(`no expected cell for ${faultId}`);
  return typeof rule === 'function' ? rule(kind) : rule;
}

/** What one cell came to in this run. */
export interface MatrixCell {
  fault: string;
  faultName: string;
  kind: SendOperation;
  reference: string;
  state: TransferState;
  /** The receipt's words as the clerk reads them: state, what it means, why. */
  clerkReads: { label: string; detail: string | null; message: string | null };
  processed: number;
  attempts: number;
  /** The journaled error of each attempt, for the reader. */
  attemptErrors: (string | null)[];
  expected: ExpectedCell;
  /** Where the cell breaks the rule; empty when it holds. */
  problems: string[];
}

/** Where a cell breaks the product's rules (the test asserts none, the script prints them). */
export function cellProblems(cell: Omit<MatrixCell, 'problems'>): string[] {
  const { expected } = cell;
  const problems: string[] = [];
  if (cell.state !== expected.state) {
    problems.push(`recorded ${cell.state}, the rule says ${expected.state}`);
  }
  if (cell.processed > 1) problems.push(`the bank processed it ${cell.processed} times`);
  if (cell.processed !== expected.processed) {
    problems.push(`the bank processed it ${cell.processed} times, expected ${expected.processed}`);
  }
  if (cell.attempts !== expected.attempts) {
    problems.push(`${cell.attempts} requests, expected ${expected.attempts}`);
  }
  const words = [cell.clerkReads.label, cell.clerkReads.detail, cell.clerkReads.message].join(' ');
  const saysNoMoneyMoved = /no money moved/i.test(words);
  if (cell.processed > 0 && saysNoMoneyMoved) {
    problems.push('the bank processed it, but the clerk reads "no money moved"');
  }
  if (cell.state === 'not_sent' && !saysNoMoneyMoved) {
    problems.push('not sent, but the clerk is not told that no money moved');
  }
  if (cell.state === 'unknown' && !/do not send (it|this transfer) again/i.test(words)) {
    problems.push('unknown, but the clerk is not told not to send it again');
  }
  if (!cell.clerkReads.label) problems.push('the receipt has no state to read');
  return problems;
}

interface Context {
  sandbox: Sandbox;
  key: TestKey;
  clock: TestClock;
  teardown: Teardown;
}

/** Where a fault's workstation sends: the sandbox, or an address that fails before it. */
async function baseUrlFor(arrange: Arrange, context: Context): Promise<string> {
  switch (arrange.bank) {
    case 'sandbox':
      return context.sandbox.url;
    case 'refused':
      return `http://127.0.0.1:${await freePort()}`;
    case 'dns':
      return 'https://remit-desk-bank.invalid';
    case 'tls': {
      const front = await untrustedTlsFront(context.sandbox.port);
      context.teardown.add(() => front.close());
      return front.url;
    }
  }
}

async function runCell(
  fault: MatrixFault,
  kind: SendOperation,
  context: Context,
): Promise<MatrixCell> {
  const { sandbox, key, clock, teardown } = context;
  // Every workstation starts on the sandbox, where a session opens and the purposes are listed
  // (an RTGS draft names one from the list), as a workstation that worked until now.
  const first = await testWorkstation({ sandbox, key, clock, teardown, network: MATRIX_NETWORK });
  const purposes = await first.services.purposes.list();
  if (!purposes.ok) throw new Error(`${fault.id}/${kind}: ${purposes.error.message}`);
  let station = first;
  if (fault.arrange.bank === 'sandbox') {
    // The session is open before the fault: the send, not the sign-on, meets it.
    sandbox.setFault({ ...fault.arrange.fault, route: kind });
  } else {
    // The bank's address then fails before the bank: an admin's change of address, and a start.
    const baseUrl = await baseUrlFor(fault.arrange, context);
    const moved = first.services.settings.update(
      'endpoints',
      { test: { baseUrl, tokenPath: SERVICE_PATHS.token }, live: null },
      ADMIN,
    );
    if (!moved.ok) throw new Error(`${fault.id}/${kind}: ${moved.error.message}`);
    await first.services.close();
    station = await testWorkstation({
      sandbox,
      key,
      clock,
      teardown,
      dataDir: first.dataDir,
      stores: first.stores,
    });
    // The admin entered the credentials for the new address (D71), and the address never answers,
    // so a live token for it is put where a session would have left it.
    await station.store.saveCredentials(SANDBOX_CREDENTIALS, new URL(baseUrl).origin);
    await station.store.tokenCache.save({
      accessToken: 'a-live-token-for-this-address',
      expiresAt: clock.now + 15 * 60_000,
      binding: bindingOf(baseUrl, SANDBOX_CREDENTIALS),
    });
  }
  const draft: TransferDraft = kind === 'rtgs' ? rtgsDraft() : imtDraft();
  const sent = await station.services.transfers.send(draft, CLERK);
  if (fault.arrange.bank === 'sandbox') sandbox.clearFaults(kind);
  if (!sent.ok) throw new Error(`${fault.id}/${kind}: ${sent.error.code}: ${sent.error.message}`);
  const receipt = sent.value;
  const record = station.services.journal.transfers.getByReference(receipt.reference);
  if (!record) throw new Error(`${fault.id}/${kind}: ${receipt.reference} is not journaled`);
  const attempts = station.services.journal.transfers.attempts(record.id);
  const cell = {
    fault: fault.id,
    faultName: fault.name,
    kind,
    reference: receipt.reference,
    // The journal's state, not the receipt's: the table says what was recorded.
    state: record.state,
    clerkReads: receiptWords(receipt),
    processed: sandbox.transaction(receipt.reference)?.processedCount ?? 0,
    attempts: attempts.length,
    attemptErrors: attempts.map((a) => a.error ?? (a.httpStatus ? `HTTP ${a.httpStatus}` : null)),
    expected: expectedCell(fault.id, kind),
  };
  return { ...cell, problems: cellProblems(cell) };
}

/**
 * Runs every fault on both products, RTGS and IMT of one fault side by side (each on its own
 * route and workstation), one fault after another. Workstations are new per cell, so no cell's
 * journal, session or duplicate guard bears on another's.
 */
export async function runFaultMatrix(
  options: { faults?: readonly MatrixFault[]; log?: (line: string) => void } = {},
): Promise<MatrixCell[]> {
  const faults = options.faults ?? MATRIX_FAULTS;
  const log = options.log ?? (() => undefined);
  const fileTeardown = createTeardown();
  const cells: MatrixCell[] = [];
  try {
    // Tuesday morning in Nairobi on both sides: inside the RTGS window, so success is `succeeded`.
    const clock = testClock();
    const key = generateTestKey();
    const sandbox = await startBank({ clock });
    fileTeardown.add(() => sandbox.close());
    for (const fault of faults) {
      const teardown = createTeardown();
      try {
        const context = { sandbox, key, clock, teardown };
        const row = await Promise.all(MATRIX_KINDS.map((kind) => runCell(fault, kind, context)));
        for (const cell of row) {
          log(`${fault.name} × ${cell.kind.toUpperCase()}: ${cell.state}`);
          cells.push(cell);
        }
      } finally {
        sandbox.clearFaults();
        await teardown.run();
      }
    }
    return cells;
  } finally {
    await fileTeardown.run();
  }
}

/** The matrix as a text table, and the clerk's words below it (numbered, since cells share them). */
export function matrixTable(cells: readonly MatrixCell[]): string {
  const messages: string[] = [];
  const messageNumber = (cell: MatrixCell): string => {
    // The reference in a message is the cell's own: shown as <reference>, so equal words share a number.
    const text = [cell.clerkReads.label, cell.clerkReads.detail, cell.clerkReads.message]
      .filter((part): part is string => Boolean(part))
      .join(' / ')
      .replaceAll(cell.reference, '<reference>');
    let index = messages.indexOf(text);
    if (index < 0) index = messages.push(text) - 1;
    return `M${index + 1}`;
  };
  const header = [
    'Fault',
    'Product',
    'State recorded',
    'Clerk reads',
    'Bank processed',
    'Requests',
    'Verdict',
  ];
  const rows = cells.map((cell) => [
    cell.faultName,
    cell.kind.toUpperCase(),
    cell.state,
    messageNumber(cell),
    String(cell.processed),
    String(cell.attempts),
    cell.problems.length === 0 ? 'as the rules say' : `WRONG: ${cell.problems.join('; ')}`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (values: string[]) =>
    `| ${values.map((value, i) => value.padEnd(widths[i]!)).join(' | ')} |`;
  const out = [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
    '',
    'What the clerk reads on the receipt (state / what it means / why):',
    ...messages.map((text, i) => `  M${i + 1}: ${text}`),
  ];
  return out.join('\n');
}
