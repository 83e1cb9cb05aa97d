import { describe, expect, it } from 'vitest';
import type { Services } from '../../../electron/main/services';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { ADMIN, CLERK, openSealedJournal, startEngine } from '../engine/engine-fixture';
import { confirmedRepeat, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { unXml } from '../../../scripts/bench/screening-lists';

/*
 * D144: a transfer goes to the bank of the environment it was reserved under, or nowhere. The
 * environment is read at start (D14), and an admin may switch it between two starts while a
 * transfer waits for a supervisor (unknown) or a compliance officer (held): neither a re-send nor
 * a release may then take its body to the bank now configured, which never had it.
 */
const SUPERVISOR = { operatorId: 'sup-1', role: 'supervisor' } as const;
const COMPLIANCE = 'carol.compliance';

describe('a transfer waiting when the environment is switched (D144)', () => {
  const bank = useFileBank();

  /** On the test environment: one transfer left unknown (never booked), one held. */
  async function waitingOnTest(services: Services) {
    expect((await services.purposes.list()).ok).toBe(true);
    const day = new Date(bank.clock.read()).toISOString();
    const imported = services.screening.importList(
      {
        format: 'un-xml',
        fileName: 'consolidated.xml',
        bytes: new TextEncoder().encode(
          unXml(
            [
              {
                reference: 'QDi.401',
                kind: 'individual',
                parts: ['Muhammad', 'Ali', 'Hassan', 'Khan'],
              },
            ],
            day,
          ),
        ),
        publishedOn: null,
      },
      ADMIN,
    );
    expect(imported.ok).toBe(true);
    const held = await services.transfers.send(
      confirmedRepeat(services, rtgsDraft({ destination: { name: 'Mohamed Ali Khan' } })),
      CLERK,
    );
    if (!held.ok) throw new Error(held.error.message);
    expect(held.value).toMatchObject({ state: 'held', environment: 'test' });
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-before-processing', times: 1 });
    const lost = await services.transfers.send(confirmedRepeat(services, rtgsDraft()), CLERK);
    if (!lost.ok) throw new Error(lost.error.message);
    expect(lost.value).toMatchObject({ state: 'unknown', environment: 'test' });
    expect(bank.sandbox.transaction(lost.value.reference)).toBeUndefined();
    return { lost: lost.value.reference, held: held.value.reference };
  }

  it('neither re-sends nor releases it to the bank of the environment running now', async () => {
    const station = await bank.station();
    const { lost, held } = await waitingOnTest(station.services);
    await station.services.close();

    // An admin switches to the sandbox (training); it takes effect at the next start (D14).
    const sealed = await openSealedJournal(
      station.dataDir,
      station.stores.journalKeychain(station.dataDir),
      station.stores.store,
      bank.clock.read,
    );
    const saved = createSettingsStore(sealed.journal, bank.clock.read).update(
      'environment',
      'sandbox',
      ADMIN,
    );
    await sealed.close();
    expect(saved.ok).toBe(true);
    const services = await startEngine({
      dataDir: station.dataDir,
      secretStore: station.stores.store,
      journalKeychain: station.stores.journalKeychain(station.dataDir),
      now: bank.clock.read,
    });
    bank.teardown.add(() => services.close());
    expect(services.environment).toBe('sandbox');
    const embedded = services.sandbox!;

    const resent = await services.transfers.resend(
      { reference: lost, note: 'The bank says it never arrived (call ref 71)' },
      SUPERVISOR,
    );
    expect(resent).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    expect(!resent.ok && resent.error.message).toMatch(
      new RegExp(
        `${lost} belongs to the bank’s test service.*runs on the built-in sandbox bank`,
        's',
      ),
    );
    const released = await services.transfers.release(
      { reference: held, reason: 'Another date of birth than the listed person.' },
      COMPLIANCE,
    );
    expect(released).toMatchObject({ ok: false, error: { code: 'not-ready' } });

    // Nothing reached either bank, nothing was recorded, and both still wait as they were.
    for (const reference of [lost, held]) {
      expect(embedded.transaction(reference)).toBeUndefined();
      expect(bank.sandbox.transaction(reference)).toBeUndefined();
    }
    const { journal } = services;
    const unknown = journal.transfers.getByReference(lost)!;
    expect(unknown.state).toBe('unknown');
    expect(journal.settlements.forTransfer(unknown.id)).toEqual([]);
    expect(journal.transfers.attempts(unknown.id)).toHaveLength(1);
    const stillHeld = journal.transfers.getByReference(held)!;
    expect(stillHeld.state).toBe('held');
    expect(journal.transfers.attempts(stillHeld.id)).toEqual([]);
    expect(journal.sanctions.screeningOf(stillHeld.id)).toBeTruthy();

    // A settlement records what the bank said, and sends nothing: it stays open to a supervisor.
    const settled = services.settlements.settle(
      { reference: lost, outcome: 'failed', failure: 'never_arrived', note: 'Call ref 71' },
      SUPERVISOR,
    );
    expect(settled.ok).toBe(true);
    expect(journal.transfers.getByReference(lost)!.state).toBe('not_sent');
  });
});
