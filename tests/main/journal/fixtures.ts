import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openJournal, type Journal } from '../../../electron/main/journal/journal';
import type { Reservation } from '../../../electron/main/journal/transfers-repo';

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'remit-desk-journal-'));
}

export function openTempJournal(dir = tempDataDir()): Journal {
  const opened = openJournal(dir);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

let counter = 3_000_000_00;

export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  counter += 1;
  const reference = `42${String(counter).padStart(10, '0')}`;
  return {
    draftId: `draft-${counter}`,
    kind: 'rtgs',
    reference,
    counter,
    body: JSON.stringify({ transfer: { reference, amount: '1000.00' } }),
    amount: '1000.00',
    currency: 'KES',
    destinationCountry: 'KE',
    recipientName: 'John Otieno',
    recipientAccount: '1100194977404',
    sourceAccount: '0011547896523',
    operatorId: 'clerk-1',
    environment: 'sandbox',
    at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
