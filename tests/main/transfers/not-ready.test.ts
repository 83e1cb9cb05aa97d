import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { rawJournal } from '../journal/fixtures';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import type { TestWorkstation } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';
import {
  CLERK,
  openSealedJournal,
  transferRows,
  type WorkstationOptions,
} from '../engine/engine-fixture';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { wordRef, type MessageKey } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';

/**
 * A send the workstation is not ready for is refused before a reference is taken: no journal row,
 * no keychain mark raised, nothing at the bank; the message says what an admin must do.
 */
describe('a send refused before anything is used', () => {
  const bank = useFileBank();
  const { clock } = bank;

  async function expectRefused(
    station: TestWorkstation,
    message: string | RegExp,
    key?: MessageKey,
  ) {
    const sent = await station.services.transfers.send(imtDraft(), CLERK);
    expect(sent.ok).toBe(false);
    if (sent.ok) return;
    expect(sent.error.code).toBe('not-ready');
    // Carried with its key, so the clerk reads it in their language (D65).
    if (key) expectWordedAnswer(sent.error, key);
    if (typeof message === 'string') expect(sent.error.message).toBe(message);
    else expect(sent.error.message).toMatch(message);
    // What the admin's screen lists says the same, in the reader's language (D93).
    expect(await station.services.problems()).toEqual([sent.error.message]);
    if (key)
      expect(await station.services.problems('fr')).toEqual([wordRef(sent.error.text!, 'fr')]);
    expect(transferRows(station.services.journal.path)).toEqual([]);
    expect(
      station.services.journal.audit.entries().filter((e) => e.action.startsWith('transfer.')),
    ).toEqual([]);
    expect(await station.store.readHighWater()).toBeNull();
    expect(bank.sandbox.transactions()).toEqual([]);
  }

  const station = (options: Partial<WorkstationOptions>) => bank.station({ ...options });

  it('no service credentials in the keychain', async () => {
    await expectRefused(
      await station({ credentials: null }),
      'The service credentials for the bank’s test service are not set up. An admin must enter the API key, merchant code and consumer secret.',
      'send.readiness.noCredentials',
    );
  });

  it('no signing key in the keychain', async () => {
    await expectRefused(
      await station({ privatePem: null }),
      'No signing key is set up for this environment. An admin must generate or import the key pair and register its public key with the service.',
      'send.readiness.noSigningKey',
    );
  });

  it('no workstation number for the test environment', async () => {
    const refused = await station({ workstation: null });
    // Everything else is in place: the bank is reachable, and only the reference is missing.
    expect(await refused.services.problems()).toEqual([]);
    const sent = await refused.services.transfers.send(imtDraft(), CLERK);
    expect(sent).toEqual({
      ok: false,
      error: {
        code: 'not-ready',
        message:
          'This workstation has no workstation number yet, so it cannot make unique references. An admin must set it (10–99, different on every workstation of the bank account) in the settings.',
        text: { key: 'send.readiness.noWorkstationNumber' },
      },
    });
    expect(transferRows(refused.services.journal.path)).toEqual([]);
    expect(await refused.store.readHighWater()).toBeNull();
    expect(bank.sandbox.transactions()).toEqual([]);
  });

  it('no address for the test service', async () => {
    const configured = await station({});
    await configured.services.close();
    // An admin cleared the address: the stored settings are valid, just incomplete.
    const reopened = await openSealedJournal(
      configured.dataDir,
      configured.stores.journalKeychain(configured.dataDir),
      configured.stores.store,
      clock.read,
    );
    reopened.journal.settings.set(
      'endpoints',
      { test: null, live: null },
      new Date(clock.now).toISOString(),
      'admin-1',
    );
    await reopened.close();
    await expectRefused(
      await station({ dataDir: configured.dataDir, stores: configured.stores }),
      'No address is set for the bank’s test service. An admin must enter it in the settings.',
      'send.readiness.noEndpoint',
    );
  });

  it('a stored setting written behind the app’s back', async () => {
    const configured = await station({});
    await configured.services.close();
    // Another program writes the row, without the keychain: its seal cannot follow (D68).
    const raw = rawJournal(join(configured.dataDir, JOURNAL_FILE_NAME));
    sealFunctionsWithoutKey(raw);
    raw
      .prepare(
        "INSERT INTO settings (key, value, updated_at) VALUES ('network', ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      )
      .run(
        JSON.stringify({ connectTimeoutMs: 10, requestTimeoutMs: 45_000 }),
        new Date(clock.now).toISOString(),
      );
    raw.close();
    const restarted = await station({ dataDir: configured.dataDir, stores: configured.stores });
    const named =
      /The setting "network" was written outside Remit Desk: it does not carry the journal's seal \(table settings\)\./;
    // The start's check found it: the journal stops as for a broken chain, naming the row.
    expect(restarted.services.seal.problem()).toMatchObject({
      firstBadRow: 0,
      alteredRow: { table: 'settings', key: 'network' },
      message: expect.stringMatching(named),
    });
    const sent = await restarted.services.transfers.send(imtDraft(), CLERK);
    expect(sent).toMatchObject({
      ok: false,
      error: { code: 'not-ready', message: expect.stringMatching(named) },
    });
    expect(await restarted.services.problems()).toEqual([
      restarted.services.seal.problem()!.message,
    ]);
    const [inFrench] = await restarted.services.problems('fr');
    expect(inFrench).toMatch(
      /^Le paramètre « network » : ligne écrite hors de Remit Desk.* Tant que le support/,
    );
    expect(bank.sandbox.transactions()).toEqual([]);
    // The RTGS form is refused the same way, before its fields are even looked at.
    const rtgs = await restarted.services.transfers.send(rtgsDraft(), CLERK);
    expect(rtgs.ok ? null : rtgs.error.code).toBe('not-ready');
  });

  it('a draft that fails its checks is refused with every field named, before anything else', async () => {
    const ready = await station({});
    const sent = await ready.services.transfers.send(
      imtDraft({ transfer: { amount: '1000' }, destination: { mobileNumber: '12' } }),
      CLERK,
    );
    expect(sent.ok).toBe(false);
    if (sent.ok) return;
    expect(sent.error.code).toBe('invalid');
    expect(sent.error.fields?.map((f) => f.path).sort()).toEqual([
      'destination.mobileNumber',
      'transfer.amount',
    ]);
    expect(transferRows(ready.services.journal.path)).toEqual([]);
    expect(await ready.store.readHighWater()).toBeNull();
  });
});
