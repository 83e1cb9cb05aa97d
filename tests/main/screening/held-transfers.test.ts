import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { TRANSFER_ACTIONS } from '../../../electron/main/journal/transfers-repo';
import { rtgsDraft, imtDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import {
  deskStation,
  PEOPLE,
  valueOf,
  type DeskStation as Station,
} from '../operators/desk-fixture';
import { bankCsv, unXml } from '../../../scripts/bench/screening-lists';
import { expectWordedAnswer } from '../../support/worded-answer';

/*
 * Sanctions screening on the send path (D78), through the IPC router as the clerk sends: a possible
 * match is held with its reference before anything reaches the bank; a compliance officer's
 * release sends it once through the one send path, a refusal ends it with nothing sent; a list
 * older than the admin allows stops every send; a bad list file leaves the list in force.
 */
const LISTED = [
  {
    reference: 'QDi.401',
    kind: 'individual' as const,
    parts: ['Muhammad', 'Ali', 'Hassan', 'Khan'],
  },
  { reference: 'QDi.402', kind: 'individual' as const, parts: ['Ivan', 'Petrovich', 'Sidorov'] },
];
const bytes = (source: string) => new TextEncoder().encode(source);
const COMPLIANCE = 'carol.compliance';
const REASON = 'Checked the passport: another date of birth than the listed person.';

async function screenedDesk(
  bank: ReturnType<typeof useFileBank>,
  generated?: string,
): Promise<Station> {
  const station = await deskStation(bank);
  const day = new Date(bank.clock.read()).toISOString();
  valueOf(
    station.services.screening.importList(
      {
        format: 'un-xml',
        fileName: 'consolidated.xml',
        bytes: bytes(unXml(LISTED, generated ?? day)),
        publishedOn: null,
      },
      'amina.admin',
    ),
  );
  await station.desk.signIn('clerk');
  return station;
}

/** A clerk's RTGS to a spelling of a listed name: held, its receipt. */
async function heldTransfer(station: Station) {
  return valueOf(
    await station.desk.call(
      'sendTransfer',
      rtgsDraft({ destination: { name: 'Mohamed Ali Khan' } }),
    ),
  );
}

/** What a transfer was screened against and found, by its reference. */
function screeningOf(station: Station, reference: string) {
  const { journal } = station.services;
  return journal.sanctions.screeningOf(journal.transfers.getByReference(reference)!.id)!;
}

/** A new version of the UN list, of `entries`, dated the bank's day (D155). */
function importUn(station: Station, bank: ReturnType<typeof useFileBank>, entries: typeof LISTED) {
  const day = new Date(bank.clock.read()).toISOString();
  valueOf(
    station.services.screening.importList(
      {
        format: 'un-xml',
        fileName: 'consolidated.xml',
        bytes: bytes(unXml(entries, day)),
        publishedOn: null,
      },
      'amina.admin',
    ),
  );
}

/** The customer of every draft here (D77), listed since. */
const customerListed = () => ({
  reference: 'QDi.499',
  kind: 'individual' as const,
  parts: rtgsDraft().customer!.name.split(' '),
});

const sentToBank = (station: Station) =>
  station.recorder.to(SERVICE_PATHS.rtgs).length + station.recorder.to(SERVICE_PATHS.imt).length;

describe('a possible match is held before anything is sent (D78)', () => {
  const bank = useFileBank();

  it('holds an RTGS to a listed name, sends nothing, and keeps what it was screened against', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    expect(held.state).toBe('held');
    expect(sentToBank(station)).toBe(0);
    const { journal } = station.services;
    const screening = screeningOf(station, held.reference);
    expect(screening.held).toBe(true);
    expect(screening.matches).toEqual([
      expect.objectContaining({
        role: 'recipient',
        entryId: 'QDi.401',
        listedName: 'Muhammad Ali Hassan Khan',
      }),
    ]);
    const [version] = journal.sanctions.inForce();
    expect(screening.lists).toEqual([
      {
        id: version!.id,
        list: 'un',
        publishedOn: version!.publishedOn,
        checksum: version!.checksum,
      },
    ]);
    expect(journal.audit.entries().some((e) => e.action === TRANSFER_ACTIONS.held)).toBe(true);
    // The clerk's receipt is neutral: it names no list, no listed name, no score.
    const words = JSON.stringify(held);
    expect(words).not.toMatch(/QDi|Hassan Khan|sanction|\blist|score|match|0\.8\d/i);
    expect(station.services.transfers.held().map((h) => h.reference)).toEqual([held.reference]);
  });

  it('screens the IMT sender too, and sends a clean transfer at once with its screening kept', async () => {
    const station = await screenedDesk(bank);
    const held = valueOf(
      await station.desk.call('sendTransfer', imtDraft({ sender: { name: 'Иван Сидоров' } })),
    );
    expect(held.state).toBe('held');
    const clean = valueOf(await station.desk.call('sendTransfer', rtgsDraft()));
    expect(clean.state).toBe('succeeded');
    expect(sentToBank(station)).toBe(1);
    const screening = screeningOf(station, clean.reference);
    expect(screening).toMatchObject({ held: false, matches: [] });
    expect(screening.lists).toHaveLength(1);
  });

  it('screens the customer of an RTGS too, as the sender (D77)', async () => {
    const station = await screenedDesk(bank);
    const held = valueOf(
      await station.desk.call('sendTransfer', rtgsDraft({ customer: { name: 'Ivan Sidorov' } })),
    );
    expect(held.state).toBe('held');
    expect(sentToBank(station)).toBe(0);
    const screening = screeningOf(station, held.reference);
    expect(screening.matches).toEqual([
      expect.objectContaining({ role: 'sender', entryId: 'QDi.402' }),
    ]);
  });

  it('a release sends it once under its reference; a second release or a refusal then sends nothing', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    const released = valueOf(
      await station.services.transfers.release(
        { reference: held.reference, reason: REASON },
        COMPLIANCE,
      ),
    );
    expect(released).toMatchObject({ reference: held.reference, state: 'succeeded' });
    expect(sentToBank(station)).toBe(1);
    const again = await station.services.transfers.release(
      { reference: held.reference, reason: REASON },
      COMPLIANCE,
    );
    expect(again).toMatchObject({ ok: false, error: { code: 'not-held' } });
    const refused = station.services.transfers.refuseHeld(
      { reference: held.reference, reason: REASON },
      COMPLIANCE,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-held' } });
    expect(sentToBank(station)).toBe(1);
    const { journal } = station.services;
    expect(
      journal.sanctions.decisionOf(journal.transfers.getByReference(held.reference)!.id),
    ).toMatchObject({
      decision: 'released',
      operatorId: COMPLIANCE,
      reason: REASON,
    });
  });

  it('screens a held transfer again when a list is imported: the new match kept and shown at once (D159, D162)', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    // A new version of the list lists the customer, whom the officer was never shown.
    importUn(station, bank, [...LISTED, customerListed()]);
    const { journal } = station.services;
    const record = journal.transfers.getByReference(held.reference)!;
    // D162: kept at the import, as the admin's, before any officer reads or decides.
    const [newer] = journal.sanctions.inForce();
    expect(journal.sanctions.rescreeningsOf(record.id)).toEqual([
      expect.objectContaining({
        lists: [expect.objectContaining({ id: newer!.id, list: 'un' })],
        matches: [expect.objectContaining({ role: 'sender', entryId: 'QDi.499' })],
      }),
    ]);
    const rescreened = journal.audit.entries().find((e) => e.action === 'screening.rescreened')!;
    expect(rescreened).toMatchObject({ operatorId: 'amina.admin' });
    expect(record.state).toBe('held');
    expect(sentToBank(station)).toBe(0);
    // The Held page shows both screenings, the newest marked as found since it was entered.
    await station.desk.signIn('compliance');
    const view = valueOf(await station.desk.call('heldTransfers', undefined));
    expect(view).toHaveLength(1);
    expect(
      view[0]!.screenings.map((s) => ({
        since: s.since,
        entries: s.matches.map((m) => m.entryId),
      })),
    ).toEqual([
      { since: false, entries: ['QDi.401'] },
      { since: true, entries: ['QDi.499'] },
    ]);
    expect(view[0]!.screenings[1]!.matches[0]).toMatchObject({
      listedName: 'Jane Wanjiku',
      list: 'un',
      listPublishedOn: newer!.publishedOn,
    });
    // A release from a page read before the import, which showed one screening, is refused.
    const decision = { reference: held.reference, reason: REASON, screeningsShown: 1 };
    const stale = await station.desk.call('releaseHeld', decision);
    expect(stale).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    expectWordedAnswer((stale as { error: { message: string } }).error, 'screening.hold.notShown');
    expect(journal.sanctions.rescreeningsOf(record.id)).toHaveLength(1);
    expect(journal.sanctions.decisionOf(record.id)).toBeUndefined();
    expect(sentToBank(station)).toBe(0);
    // The officer, shown both, judges every match false and releases: it goes, once.
    const released = valueOf(
      await station.desk.call('releaseHeld', { ...decision, screeningsShown: 2 }),
    );
    expect(released).toMatchObject({ reference: held.reference, state: 'succeeded' });
    expect(sentToBank(station)).toBe(1);
    expect(journal.sanctions.decisionOf(record.id)).toMatchObject({ decision: 'released' });
    const decided = journal.audit.entries().find((e) => e.action === 'screening.decided')!;
    expect(decided.details).toMatchObject({ reference: held.reference, screenings: 2 });
  });

  it('screens a held transfer again at its release: a match the officer was not shown refuses it, kept and shown (D155, D159)', async () => {
    // Listed from the start, this name scores 0.90 against the customer, the recipient's 0.95:
    // at the admin's 0.95 the transfer is held on the recipient alone.
    const near = {
      reference: 'QDi.498',
      kind: 'individual' as const,
      parts: ['Jane', 'Achieng', 'Mwangi', 'Wanjiku'],
    };
    const station = await screenedDesk(bank);
    importUn(station, bank, [...LISTED, near]);
    const score = (threshold: number) =>
      valueOf(
        station.services.settings.update(
          'screening',
          { threshold, maxListAgeDays: 30 },
          'amina.admin',
        ),
      );
    score(0.95);
    const held = await heldTransfer(station);
    const { journal } = station.services;
    const record = journal.transfers.getByReference(held.reference)!;
    expect(journal.sanctions.screeningOf(record.id)!.matches.map((m) => m.entryId)).toEqual([
      'QDi.401',
    ]);
    // The admin lowers the match score while it waits: no list arrives, so the release screens.
    score(0.85);
    await station.desk.signIn('compliance');
    const decision = { reference: held.reference, reason: REASON, screeningsShown: 1 };
    const refused = await station.desk.call('releaseHeld', decision);
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    const error = (refused as { error: { message: string } }).error;
    expect(error.message).toMatch(/Jane Achieng Mwangi Wanjiku \(QDi\.498\)/);
    expect(error.message).toMatch(/now shown with the transfer, marked new/);
    expect(error.message).not.toMatch(/QDi\.401/);
    expectWordedAnswer(error, 'screening.hold.listsChanged');
    expect(journal.transfers.getByReference(held.reference)!.state).toBe('held');
    expect(sentToBank(station)).toBe(0);
    expect(journal.sanctions.rescreeningsOf(record.id)).toEqual([
      expect.objectContaining({
        threshold: 0.85,
        matches: [expect.objectContaining({ role: 'sender', entryId: 'QDi.498' })],
      }),
    ]);
    const released = valueOf(
      await station.desk.call('releaseHeld', { ...decision, screeningsShown: 2 }),
    );
    expect(released).toMatchObject({ reference: held.reference, state: 'succeeded' });
    expect(sentToBank(station)).toBe(1);
  });

  it('a list arriving after the second screening is kept as a third, and refuses a release that showed two (D159, D162)', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    importUn(station, bank, [...LISTED, customerListed()]);
    const release = (screeningsShown: number) =>
      station.services.transfers.release(
        { reference: held.reference, reason: REASON, screeningsShown },
        COMPLIANCE,
      );
    // Yet another version, listing the recipient under another entry, before the officer decides.
    importUn(station, bank, [
      ...LISTED,
      customerListed(),
      { reference: 'QDi.500', kind: 'individual', parts: ['Mohamed', 'Ali', 'Khan'] },
    ]);
    const again = await release(2);
    expect(again).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    expectWordedAnswer((again as { error: { message: string } }).error, 'screening.hold.notShown');
    const { journal } = station.services;
    const record = journal.transfers.getByReference(held.reference)!;
    expect(
      journal.sanctions.screeningsOf(record.id).map((s) => s.matches.map((m) => m.entryId)),
    ).toEqual([['QDi.401'], ['QDi.499'], ['QDi.500']]);
    expect(sentToBank(station)).toBe(0);
    // Refused: nothing sent, the three screenings stay with it.
    valueOf(
      station.services.transfers.refuseHeld(
        { reference: held.reference, reason: REASON },
        COMPLIANCE,
      ),
    );
    expect(journal.sanctions.screeningsOf(record.id)).toHaveLength(3);
    expect(sentToBank(station)).toBe(0);
  });

  it('a transfer released on a match found since is re-sent on it: the officer decided on it (D159)', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    importUn(station, bank, [...LISTED, customerListed()]);
    const decision = { reference: held.reference, reason: REASON };
    expect(
      await station.services.transfers.release({ ...decision, screeningsShown: 1 }, COMPLIANCE),
    ).toMatchObject({ ok: false });
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-before-processing', times: 1 });
    const released = valueOf(
      await station.services.transfers.release({ ...decision, screeningsShown: 2 }, COMPLIANCE),
    );
    expect(released.state).toBe('unknown');
    await station.desk.signIn('supervisor');
    const note = 'Bank confirms reference unknown to them (call ref 57)';
    const resent = valueOf(
      await station.desk.call('resendTransfer', { reference: held.reference, note }),
    );
    expect(resent.receipt.state).toBe('succeeded');
    expect(bank.sandbox.transaction(held.reference)).toMatchObject({ processedCount: 1 });
  });

  it('names no screening, list or match on the clerk’s receipt of a transfer screened again (D159)', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    importUn(station, bank, [...LISTED, customerListed()]);
    await station.services.transfers.release(
      { reference: held.reference, reason: REASON },
      COMPLIANCE,
    );
    await station.desk.signIn('clerk');
    const receipt = valueOf(await station.desk.call('getReceipt', { reference: held.reference }));
    expect(receipt.state).toBe('held');
    expect(JSON.stringify(receipt)).not.toMatch(
      /QDi|Hassan Khan|sanction|\blist|score|match|screen/i,
    );
  });

  it('releases a held transfer when a list changed but finds nothing it was not shown (D155)', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    importUn(station, bank, [
      ...LISTED,
      { reference: 'QDi.498', kind: 'individual', parts: ['Pierre', 'Nkurunziza', 'Bahati'] },
    ]);
    const released = valueOf(
      await station.services.transfers.release(
        { reference: held.reference, reason: REASON },
        COMPLIANCE,
      ),
    );
    expect(released).toMatchObject({ reference: held.reference, state: 'succeeded' });
    expect(sentToBank(station)).toBe(1);
  });

  it('refuses the decision to the officer who entered it, a clerk since made compliance (D149)', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    const { desk } = station;
    await desk.signIn('admin');
    valueOf(
      await desk.call('setOperatorRole', {
        operatorId: PEOPLE.clerk.operatorId,
        role: 'compliance',
      }),
    );
    // The clerk who entered it signs in again, now a compliance officer.
    await desk.signIn('clerk');
    const decision = { reference: held.reference, reason: REASON };
    for (const operation of ['releaseHeld', 'refuseHeld'] as const) {
      const answer = await desk.call(operation, decision);
      expect(answer, operation).toMatchObject({ ok: false, error: { code: 'own-transfer' } });
      expectWordedAnswer(
        (answer as { error: { message: string } }).error,
        'screening.hold.ownTransfer',
      );
    }
    expect(sentToBank(station)).toBe(0);
    expect(station.services.transfers.held().map((h) => h.reference)).toEqual([held.reference]);
    // Another compliance officer decides it.
    await desk.signIn('compliance');
    const released = valueOf(await desk.call('releaseHeld', decision));
    expect(released).toMatchObject({ reference: held.reference, state: 'succeeded' });
    expect(sentToBank(station)).toBe(1);
  });

  it('two releases at once send it once', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    const decision = { reference: held.reference, reason: REASON };
    const answers = await Promise.all([
      station.services.transfers.release(decision, COMPLIANCE),
      station.services.transfers.release(decision, 'dan.compliance'),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(sentToBank(station)).toBe(1);
  });

  it('a refusal ends it not sent, and nothing ever reaches the bank', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    const refused = valueOf(
      station.services.transfers.refuseHeld(
        { reference: held.reference, reason: REASON },
        COMPLIANCE,
      ),
    );
    expect(refused.state).toBe('not_sent');
    const release = await station.services.transfers.release(
      { reference: held.reference, reason: REASON },
      COMPLIANCE,
    );
    expect(release).toMatchObject({ ok: false, error: { code: 'not-held' } });
    expect(sentToBank(station)).toBe(0);
    expect(station.services.transfers.held()).toEqual([]);
  });
});

describe('a held transfer on the review the customer reads (D148)', () => {
  const bank = useFileBank();

  it('is named as not sent yet, never as held for a compliance check', async () => {
    const station = await screenedDesk(bank);
    const held = await heldTransfer(station);
    // The customer comes back: the same details again, and the same form by mistake.
    const again = valueOf(
      await station.desk.call('checkRepeats', {
        draft: rtgsDraft({ destination: { name: 'Mohamed Ali Khan' } }),
        formNumber: held.instructionFormNumber!,
      }),
    );
    expect(again.matches.map((m) => m.reference)).toEqual([held.reference]);
    expect(again.formNumberUsed).toContain(held.reference);
    // The words the review shows; the state's code is not one of them.
    const words = JSON.stringify([
      again.message,
      again.formNumberUsed,
      again.matches[0]!.stateLabel,
    ]);
    expect(words).not.toMatch(/compliance|held|sanction|screen/i);
    expect(again.matches[0]!.stateLabel).toBe('Not sent yet: no money has moved');
    expect(again.formNumberUsed).toContain('not sent yet: no money has moved');
  });
});

describe('the lists in force (D78)', () => {
  const bank = useFileBank();

  it('refuses every send while a list is older than the admin allows, reserving nothing', async () => {
    const station = await screenedDesk(bank, '2025-01-01T00:00:00Z');
    const answer = await station.desk.call('sendTransfer', rtgsDraft());
    expect(answer).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    expect(!answer.ok && answer.error.message).toMatch(
      /Transfers cannot be sent: the UN Security Council consolidated list on this workstation is from 2025-01-01, older than the 7 days allowed/,
    );
    // The list named in the clerk's language too (D93).
    const words = expectWordedAnswer(
      (answer as { error: { message: string } }).error,
      'screening.stop.stale',
    );
    expect(words.fr).toMatch(/^Les virements ne peuvent pas être envoyés : .*2025-01-01/);
    expect(words.fr).not.toMatch(/UN Security Council consolidated list/);
    expect(station.services.journal.transfers.inState('reserved')).toEqual([]);
    expect(sentToBank(station)).toBe(0);
    // A current list imported, sending goes on.
    const today = new Date(bank.clock.read()).toISOString().slice(0, 10);
    valueOf(
      station.services.screening.importList(
        {
          format: 'un-xml',
          fileName: 'consolidated.xml',
          bytes: bytes(unXml(LISTED, `${today}T01:00:00Z`)),
          publishedOn: null,
        },
        'amina.admin',
      ),
    );
    expect(valueOf(await station.desk.call('sendTransfer', rtgsDraft())).state).toBe('succeeded');
  });

  it('reads the admin’s match score and greatest age at each send', async () => {
    const station = await screenedDesk(bank, '2026-11-01T00:00:00Z');
    expect(await station.desk.call('sendTransfer', rtgsDraft())).toMatchObject({ ok: false });
    valueOf(
      station.services.settings.update(
        'screening',
        { threshold: 1, maxListAgeDays: 30 },
        'amina.admin',
      ),
    );
    // A list of 23 days is in force now; a score of 0.95 no longer holds the transfer.
    const sent = valueOf(
      await station.desk.call(
        'sendTransfer',
        rtgsDraft({ destination: { name: 'Mohamed Ali Khan' } }),
      ),
    );
    expect(sent.state).toBe('succeeded');
    expect(screeningOf(station, sent.reference)).toMatchObject({
      threshold: 1,
      held: false,
    });
  });

  it('refuses a supervisor’s re-send of an unknown outcome while a list is too old (D155)', async () => {
    const fiveDaysAgo = new Date(bank.clock.read() - 5 * 86_400_000).toISOString();
    const station = await screenedDesk(bank, fiveDaysAgo);
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-before-processing', times: 1 });
    const lost = valueOf(await station.desk.call('sendTransfer', rtgsDraft()));
    expect(lost.state).toBe('unknown');
    // The admin allows a day now: the list of five days stops sending, a re-send too.
    valueOf(
      station.services.settings.update(
        'screening',
        { threshold: 0.88, maxListAgeDays: 1 },
        'amina.admin',
      ),
    );
    await station.desk.signIn('supervisor');
    const note = 'Bank confirms reference unknown to them (call ref 55)';
    const refused = await station.desk.call('resendTransfer', { reference: lost.reference, note });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    expectWordedAnswer((refused as { error: { message: string } }).error, 'screening.stop.stale');
    const { journal } = station.services;
    const record = journal.transfers.getByReference(lost.reference)!;
    expect(record.state).toBe('unknown');
    expect(journal.settlements.forTransfer(record.id)).toEqual([]);
    expect(bank.sandbox.transaction(lost.reference)).toBeUndefined();
    // A list the admin allows again, the re-send goes, once.
    valueOf(
      station.services.settings.update(
        'screening',
        { threshold: 0.88, maxListAgeDays: 7 },
        'amina.admin',
      ),
    );
    const resent = valueOf(
      await station.desk.call('resendTransfer', { reference: lost.reference, note }),
    );
    expect(resent.receipt.state).toBe('succeeded');
    expect(bank.sandbox.transaction(lost.reference)).toMatchObject({ processedCount: 1 });
  });

  it('screens a re-send again: a listed customer needs a compliance check, named to no supervisor (D155)', async () => {
    const station = await screenedDesk(bank);
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-before-processing', times: 1 });
    const lost = valueOf(await station.desk.call('sendTransfer', rtgsDraft()));
    expect(lost.state).toBe('unknown');
    importUn(station, bank, [...LISTED, customerListed()]);
    await station.desk.signIn('supervisor');
    const note = 'Bank confirms reference unknown to them (call ref 56)';
    const refused = await station.desk.call('resendTransfer', { reference: lost.reference, note });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    const error = (refused as { error: { message: string } }).error;
    expectWordedAnswer(error, 'screening.hold.resendScreened');
    expect(error.message).not.toMatch(/QDi|Wanjiku|UN /);
    const { journal } = station.services;
    const record = journal.transfers.getByReference(lost.reference)!;
    expect(record.state).toBe('unknown');
    expect(journal.settlements.forTransfer(record.id)).toEqual([]);
    expect(bank.sandbox.transaction(lost.reference)).toBeUndefined();
  });

  it('a bad file is refused whole and the list in force stays', async () => {
    const station = await screenedDesk(bank);
    const before = station.services.screening.listsInForce();
    const cut = unXml(LISTED).slice(0, 600);
    const refused = station.services.screening.importList(
      { format: 'un-xml', fileName: 'consolidated.xml', bytes: bytes(cut), publishedOn: null },
      'amina.admin',
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'list-file-invalid' } });
    expect(!refused.ok && refused.error.message).toMatch(
      /This file was not imported: line \d+: .* The list in force stays in force/,
    );
    expect(station.services.screening.listsInForce()).toEqual(before);
    const undated = station.services.screening.importList(
      {
        format: 'bank-csv',
        fileName: 'bank.csv',
        bytes: bytes(bankCsv(LISTED)),
        publishedOn: null,
      },
      'amina.admin',
    );
    expect(undated).toMatchObject({ ok: false, error: { code: 'list-file-invalid' } });
  });
});
