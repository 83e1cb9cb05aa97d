import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@shared/domain/operators';
import {
  createCounterReprints,
  REPRINTED_FOR_COUNTER,
} from '../../../electron/main/branch-desk/counter-reprint';
import type { Journal } from '../../../electron/main/journal/journal';
import { createReplicationJournal } from '../../../electron/main/replication/replication-journal';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { applyMessage } from '../../../electron/main/transfers/relayed-messages';
import {
  contactOf,
  enrolledCounters,
  type EnrolledCounter,
} from '../head-office/enrolled-counters';
import { useRealHeadOffice } from '../head-office/real-head-office-fixture';
import { seedTransfer } from '../journal/seed-transfers';
import { useHarnessDesktop } from '../../support/harness-printer';
import { pdfText } from '../../support/pdf';

/*
 * D138 against head office itself (PGlite, plain HTTP on loopback) with two counters of a branch:
 * a supervisor at Counter 2 reprints Counter 1's receipt from head office's copy of Counter 1's
 * journal; it is printed with this workstation's receipt code, marked COPY n and with the counter
 * that made it, audited here, and audited at Counter 1 at its next contact. Rows head office holds
 * that are not what a journal writes print nothing.
 */
const office = useRealHeadOffice('remit-hq-reprint-');
const { dir, desktop } = useHarnessDesktop('remit-desk-counter-reprint-');
const SUPERVISOR: Session = { operatorId: 'super.grace', role: 'supervisor' };
const timeZone = () => 'Africa/Nairobi';
let a: EnrolledCounter;
let b: EnrolledCounter;

beforeAll(async () => {
  const counters = await enrolledCounters(office.hq, office.stores, 2, {
    deps: (journal) => ({
      // The journal's own outbox (D97), so Counter 1's transfers reach head office as they would.
      outbox: createReplicationJournal({
        journal,
        seal: { report: () => undefined },
        timeZone,
        now: Date.now,
      }),
      applyMessage: (signed, message) =>
        applyMessage({ journal, now: Date.now, timeZone }, signed, message),
    }),
    opened: office.kept,
  });
  [a, b] = [counters[0]!, counters[1]!];
}, 120_000);

function reprintsAt(journal: Journal) {
  const settings = createSettingsStore(journal, Date.now);
  const identity = settings.update(
    'bankIdentity',
    {
      legalName: 'Example Bank Kenya Limited',
      branchAddress: 'Oginga Odinga Street, Kisumu',
      complaintsContact: '+254 20 555 0100',
      licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
    },
    'amina.admin',
  );
  expect(identity.ok).toBe(true);
  return createCounterReprints({
    headOffice: b.service,
    journal,
    settings,
    desktop,
    named: (receipt) => receipt,
    timeZone,
    now: Date.now,
  });
}

const actions = (journal: Journal, action: string) =>
  journal.audit
    .entries()
    .filter((row) => row.action === action)
    .map((row) => row.details);

describe("a reprint of another counter's receipt", () => {
  it('prints a marked copy from head office, audited here and at the owning counter', async () => {
    const transfer = seedTransfer(a.journal, {
      state: 'succeeded',
      transactionId: 'TX-5521',
      operatorId: 'clerk.brian',
    });
    a.journal.receiptPrints.record({
      reference: transfer.reference,
      copyNumber: 0,
      at: new Date().toISOString(),
      operatorId: 'clerk.brian',
      output: 'printer',
      paper: 'a4',
    });
    // D42: the supervisor's approval the owner kept with it, for the bank's copy.
    a.journal.controls.recordApproval(transfer.id, {
      approvalId: 'apr-counter-1',
      purpose: 'duplicate-transfer',
      approverId: 'super.peter',
      approverName: 'Peter Otieno',
      requesterId: 'clerk.brian',
      reason: 'Second school fee instalment, checked with the customer',
      grantedAt: new Date().toISOString(),
      usedAt: new Date().toISOString(),
    });
    const owner = a.service.branchDesk()!.workstationId;
    const held = async () =>
      (
        await office.hq.db.query('SELECT 1 FROM hq_transfers WHERE reference = $1', [
          transfer.reference,
        ])
      ).length > 0;
    await contactOf(a, held);
    const reprints = reprintsAt(b.journal);
    const request = {
      workstationId: owner,
      reference: transfer.reference,
      output: 'printer' as const,
    };

    const first = await reprints.reprint(request, SUPERVISOR);
    expect(first).toEqual({
      ok: true,
      value: { file: null, copyNumber: 1, counter: 1, ownerTold: true },
    });
    const text = pdfText(desktop.printer.printed().at(-1)!.path).replace(/\s+/g, ' ');
    expect(text).toContain('COPY 1');
    expect(text).toContain('TX-5521');
    expect(text).toContain('Counter 1; this copy printed at Counter 2');
    // The bank's copy lists the owner's approval, as the owner's own copy would.
    expect(text).toContain('Peter Otieno (super.peter)');
    expect(text).toContain('Reason: Second school fee instalment, checked with the customer');
    expect(actions(b.journal, REPRINTED_FOR_COUNTER)).toEqual([
      expect.objectContaining({
        reference: transfer.reference,
        copy: 'COPY 1',
        counter: 1,
        output: 'printer',
        file: null,
        ownerTold: true,
      }),
    ]);
    // Counter 1 audits it at its next contact, with the counter that printed it.
    await contactOf(a, () => actions(a.journal, 'receipt.reprinted-elsewhere').length > 0);
    expect(actions(a.journal, 'receipt.reprinted-elsewhere')).toEqual([
      expect.objectContaining({ reference: transfer.reference, copy: 'COPY 1', counter: 2 }),
    ]);
    // The next copy counts the one relayed; saved as a PDF, its audit row names the file.
    const pdf = join(dir, 'counter-reprint-copy-2.pdf');
    desktop.dialogs.answer('saveFile', pdf);
    expect(await reprints.reprint({ ...request, output: 'pdf' }, SUPERVISOR)).toMatchObject({
      ok: true,
      value: { copyNumber: 2, file: pdf },
    });
    expect(actions(b.journal, REPRINTED_FOR_COUNTER).at(-1)).toMatchObject({
      copy: 'COPY 2',
      output: 'pdf',
      file: pdf,
    });

    // Its own counter's, a transfer head office does not hold, a clerk: nothing printed.
    const before = desktop.printer.printed().length;
    const own = { ...request, workstationId: b.service.branchDesk()!.workstationId };
    expect(await reprints.reprint(own, SUPERVISOR)).toMatchObject({
      ok: false,
      error: { code: 'reprint-not-allowed' },
    });
    expect(
      await reprints.reprint({ ...request, reference: '310000009999' }, SUPERVISOR),
    ).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(
      await reprints.reprint(request, { operatorId: 'clerk.brian', role: 'clerk' }),
    ).toMatchObject({ ok: false, error: { code: 'reprint-not-allowed' } });
    expect(desktop.printer.printed()).toHaveLength(before);
  });

  it('prints nothing of a row that is not what a journal writes', async () => {
    const transfer = seedTransfer(a.journal, { state: 'succeeded', transactionId: 'TX-7' });
    const held = async () =>
      (
        await office.hq.db.query('SELECT 1 FROM hq_transfers WHERE reference = $1', [
          transfer.reference,
        ])
      ).length > 0;
    await contactOf(a, held);
    // Head office's stored row changed after it arrived: its amount is no longer text.
    await office.hq.db.query(
      `UPDATE changes SET row = replace(row, '"amount":"1000.00"', '"amount":1000')
        WHERE table_name = 'transfers' AND row LIKE $1`,
      [`%${transfer.reference}%`],
    );
    const before = desktop.printer.printed().length;
    const owner = a.service.branchDesk()!.workstationId;
    expect(
      await reprintsAt(b.journal).reprint(
        { workstationId: owner, reference: transfer.reference, output: 'printer' },
        SUPERVISOR,
      ),
    ).toMatchObject({ ok: false, error: { code: 'receipt-unreadable' } });
    expect(desktop.printer.printed()).toHaveLength(before);
  });
});
