import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { headOffice, replicationWorkstations } from './replication-fixture';
import { behindTheTriggers } from '../journal/fixtures';

/**
 * The journal held to what head office acknowledged (D97): rows and outbox records rewritten
 * behind the triggers' back, by another program with the file, are named; an untouched journal
 * gives nothing.
 */

const office = headOffice();
const { start, workstation, cleanUp } = replicationWorkstations(office);
afterAll(() => cleanUp());

describe('the check against head office', () => {
  it('finds nothing in a journal only the app wrote, sent and restarted', async () => {
    const { services, dataDir } = await workstation();
    expect(await services.replication.check()).toEqual([]);
    await services.close();
    const again = await start(dataDir);
    expect(again.seal.problem()).toBeNull();
    expect(await again.replication.check()).toEqual([]);
    expect(again.replication.findings()).toEqual([]);
  });

  it('names an acknowledged transfer rewritten behind the triggers, and stops the journal', async () => {
    const { services, references } = await workstation();
    const [reference] = references;
    behindTheTriggers(
      services.journal.path,
      'transfers',
      "UPDATE transfers SET amount = '9999.00' WHERE reference = ?",
      reference,
    );
    const [finding, ...others] = await services.replication.check();
    expect(others).toEqual([]);
    expect(finding).toMatchObject({ kind: 'row-differs', table: 'transfers', key: reference });
    expect(finding!.message).toMatch(
      new RegExp(
        `^Transfer ${reference} differs from what head office acknowledged on \\S+ \\d\\d:\\d\\d`,
      ),
    );
    const problem = services.seal.problem();
    expect(problem).toMatchObject({
      alteredRow: { table: 'transfers', key: reference },
      text: { key: 'replication.rowDiffers' },
    });
    expect(problem!.message).toContain('call support');
    expect(await services.problems()).not.toEqual([]);
  });

  it('names an acknowledged record of the outbox rewritten in place', async () => {
    const { services, references } = await workstation();
    const { seq } = services.journal.outbox
      .batch(0, 500)
      .find((change) => change.table === 'transfers' && change.op === 'insert')!;
    behindTheTriggers(
      services.journal.path,
      'outbox',
      `UPDATE outbox SET row = json_set(row, '$.amount', '1.00') WHERE seq = ?`,
      seq,
    );
    const [finding] = await services.replication.check();
    expect(finding).toMatchObject({ kind: 'change-edited', seq, table: 'transfers' });
    expect(finding!.message).toContain(
      `Transfer ${references[0]}: its record in the outbox (change ${seq}) was changed`,
    );
  });

  it('names a row deleted and a row added behind the triggers', async () => {
    const { services } = await workstation();
    const attempt = services.journal.outbox
      .batch(0, 500)
      .find((change) => change.table === 'attempts')!;
    const id = JSON.parse(attempt.key).id as number;
    behindTheTriggers(services.journal.path, 'attempts', 'DELETE FROM attempts WHERE id = ?', id);
    behindTheTriggers(
      services.journal.path,
      'settings',
      "INSERT INTO settings (key, value, updated_at) VALUES ('forged', '{}', 'now')",
    );
    const findings = await services.replication.check();
    expect(findings.map((f) => [f.kind, f.table])).toEqual([
      ['row-gone', 'attempts'],
      ['row-unrecorded', 'settings'],
    ]);
    expect(findings[0]!.message).toMatch(/^The attempt \d+ \/ 1 is no longer in the journal/);
    expect(findings[1]!.message).toMatch(/^The setting "forged" is in the journal, but the outbox/);
  });

  it('finds at start, before the full check, an acknowledged chain rewritten to its end', async () => {
    const { services, dataDir, ack } = await workstation();
    await services.close();
    // A rewrite that hashes again every record after the one it changes still cannot reach the
    // head head office signed.
    behindTheTriggers(
      join(dataDir, JOURNAL_FILE_NAME),
      'outbox',
      'UPDATE outbox SET hash = ? WHERE seq = ?',
      'f'.repeat(64),
      ack.seq,
    );
    const again = await start(dataDir);
    expect(again.replication.findings().map((f) => [f.kind, f.seq])).toEqual([
      ['ack-differs', ack.seq],
    ]);
    expect(again.seal.problem()?.text?.key).toBe('replication.ackDiffers');
  });
});
