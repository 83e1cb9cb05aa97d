import { describe, expect, it } from 'vitest';
import { consoleDeps } from '../../../hq/src/operators/console-deps';
import { publishListFile } from '../../../hq/src/sanctions/published-list-files';
import { screeningTarget } from '../../../electron/main/head-office/list-file-sync';
import { screeningIpc } from '../../../electron/main/ipc/screening-ipc';
import {
  postToHeadOffice,
  type HeadOfficeFetch,
} from '../../../electron/main/head-office/pinned-transport';
import { ScreeningService } from '../../../electron/main/screening/screening-service';
import {
  createSettingsStore,
  type SettingsStore,
} from '../../../electron/main/settings/settings-store';
import { bankCsv } from '../../../scripts/bench/screening-lists';
import { CHEAP_SCRYPT } from '../operators/fixtures';
import { contactOf, enrolledCounters, HQ_ADMIN, newBranch } from './enrolled-counters';
import { useRealHeadOffice } from './real-head-office-fixture';

/*
 * D139 against head office itself: a list file published there is downloaded in chunks at the
 * next contact, checked against the signed answer's size and SHA-256, imported through the
 * workstation's own import path with its version; a tampered download changes nothing and is
 * fetched again; a head-office list older than allowed stops sending in the clerk's words (D78).
 */
const office = useRealHeadOffice('remit-hq-lists-');
const DAY_MS = 86_400_000;

async function enrolledWorkstation(tamper: { on: boolean }) {
  const branchCode = await newBranch(office.hq, 'Eldoret');
  // A download whose bytes are changed on the way while `tamper.on`: never imported.
  const fetch: HeadOfficeFetch = async (post) => {
    const answer = await postToHeadOffice(post);
    if (!tamper.on || post.path !== '/api/v1/list-file') return answer;
    const body = JSON.parse(answer.body) as { bytes: string };
    const bytes = Buffer.from(body.bytes, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    return { ...answer, body: JSON.stringify({ ...body, bytes: bytes.toString('base64') }) };
  };
  /** The counter's settings and screening, made on its journal as the app makes them. */
  const made: { settings?: SettingsStore; screening?: ScreeningService } = {};
  const [counter] = await enrolledCounters(office.hq, office.stores, 1, {
    branchCode,
    firstAdmin: false,
    deps: (journal) => {
      const settings = (made.settings = createSettingsStore(journal, Date.now));
      const screening = (made.screening = new ScreeningService({
        journal,
        environment: 'test',
        now: Date.now,
        settings: () => ({ threshold: 0.88, maxListAgeDays: 7 }),
      }));
      return { settings, lists: screeningTarget(screening), fetch };
    },
    opened: office.opened,
  });
  const { journal, service } = counter!;
  const contact = (until: () => boolean) => contactOf({ journal, service }, until);
  return {
    branchCode,
    journal,
    service,
    screening: made.screening!,
    settings: made.settings!,
    contact,
  };
}

describe('sanctions list files published at head office', () => {
  it('downloads, checks and imports the file; a tampered one changes nothing; stale stops', async () => {
    const tamper = { on: true };
    const ws = await enrolledWorkstation(tamper);
    const listDate = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
    const bytes = new TextEncoder().encode(
      bankCsv([{ reference: 'B-1', kind: 'individual', parts: ['Juma', 'Mwangi'] }]),
    );
    const published = await publishListFile(
      consoleDeps(office.hq.db, () => new Date(), { scrypt: CHEAP_SCRYPT }),
      HQ_ADMIN,
      { format: 'bank-csv', fileName: 'bank.csv', listDate, bytes, branchCode: ws.branchCode },
    );
    expect(published.ok).toBe(true);

    // Tampered on the way: the settings apply, the list does not; the status says it waits.
    await ws.contact(() => ws.service.status().listFiles.length === 1);
    expect(ws.screening.listsInForce()).toEqual([]);
    expect(ws.service.status().listFiles[0]).toMatchObject({ list: 'bank', runs: false });
    // The list's own problem: replication goes on, nothing stopped.
    expect(ws.service.status().problem).toBeNull();

    tamper.on = false;
    await ws.contact(() => ws.screening.listsInForce().length === 1);
    const [inForce] = ws.screening.listsInForce();
    const version = ws.service.status().listFiles[0]!.version;
    expect(inForce).toMatchObject({
      list: 'bank',
      publishedOn: listDate,
      importedBy: 'head-office',
    });
    expect(ws.service.status().listFiles[0]).toMatchObject({ version, date: listDate, runs: true });
    const imported = ws.journal.audit
      .entries()
      .filter((row) => row.action === 'screening.list-imported');
    expect(imported.map((row) => row.details)).toEqual([
      expect.objectContaining({ list: 'bank', headOfficeVersion: version }),
    ]);

    // An admin's own import of the list head office publishes is refused before a dialog opens.
    const ipc = screeningIpc({
      services: {
        screening: ws.screening,
        settings: ws.settings,
        desktop: { dialogs: { openFile: () => Promise.reject(new Error('no dialog may open')) } },
      } as never,
    });
    const refused = await ipc.handlers.importScreeningList(
      { format: 'bank-csv', publishedOn: listDate },
      { session: { operatorId: 'amina.admin', role: 'admin' }, language: 'en' } as never,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'set-at-head-office' } });
    expect(!refused.ok && refused.error.message).toBe(
      "The Bank's own sanctions list is published by head office for every workstation of the branch, so it cannot be imported here. Ask a head-office admin to publish the newer file; it arrives at the next contact.",
    );
    expect(ws.screening.listsInForce()).toHaveLength(1);

    // Older than the 7 days allowed: sending stops, in the clerk's words.
    expect(ws.screening.sendingStop()?.message).toBe(
      `Transfers cannot be sent: the Bank's own sanctions list set at head office is from ${listDate}, older than the 7 days allowed. Ask an admin to have head office publish the current list; nothing has been sent.`,
    );
  });
});
