import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSOLE_API } from '../../../hq/console-api/paths';
import type { PublishedSettingsView } from '../../../hq/console-api/settings';
import { settingsAreSigned } from '../../../hq/protocol/chain';
import type { SettingsAnswer } from '../../../hq/protocol/wire';
import { consoleDeps } from '../../../hq/src/operators/console-deps';
import { publishListFile } from '../../../hq/src/sanctions/published-list-files';
import type { PublishedListFile } from '../../../shared/domain/published-settings';
import { bankCsv, unXml } from '../../../scripts/bench/screening-lists';
import {
  ADMIN_SESSION,
  CHEAP_SCRYPT,
  openConsole,
  type ConsoleUnderTest,
} from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import { enrolledWorkstation, evidenceOf, signedPost } from '../support/workstation';

/*
 * D139: a sanctions list file uploaded at the console (raw bytes, a body limit of its own),
 * published for the bank or a branch as a settings version naming the file, carried in the signed
 * settings answer, and downloaded in chunks by the branch's own workstations only.
 */

const UN = new TextEncoder().encode(
  unXml([{ reference: 'QDi.401', kind: 'individual', parts: ['Muhammad', 'Ali', 'Khan'] }]),
);
const BANK = new TextEncoder().encode(
  bankCsv([{ reference: 'B-1', kind: 'individual', parts: ['Juma', 'Mwangi'] }]),
);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(DATABASE_KINDS)('the console’s list file upload on $name', (kind) => {
  let hq: ConsoleUnderTest;
  let admin = '';
  let compliance = '';
  beforeAll(async () => {
    if (kind.skip) return;
    hq = await openConsole(kind);
    admin = await hq.firstAdmin();
    compliance = await hq.operator('compliance', 'cora.compliance', admin);
  });
  afterAll(async () => hq?.close());

  const upload = (cookie: string, query: string, body: Uint8Array) =>
    hq.call({
      method: 'POST',
      url: `${CONSOLE_API}/settings/list-file?${query}`,
      cookie,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(body),
    });

  test.skipIf(kind.skip)(
    'an admin publishes a file as a version; a bad one is refused naming its line',
    async () => {
      const published = await upload(admin, 'format=un-xml&fileName=consolidated.xml', UN);
      expect(published.statusCode).toBe(200);
      const view = published.json<PublishedSettingsView>();
      const reference = view.bank.sanctionsUn!.value as PublishedListFile;
      expect(reference).toMatchObject({
        version: view.bank.sanctionsUn!.version,
        list: 'un',
        format: 'un-xml',
        fileName: 'consolidated.xml',
        sha256: sha(UN),
        size: UN.byteLength,
        entries: 1,
      });
      const events = await hq.db.query<{ action: string }>(
        'SELECT action FROM console_events ORDER BY at, action',
      );
      expect(events.map((e) => e.action)).toEqual(
        expect.arrayContaining(['sanctions.list-uploaded', 'settings.published']),
      );

      // A branch's own bank list, its date typed since the CSV carries none.
      const own = await upload(
        admin,
        'format=bank-csv&fileName=bank.csv&listDate=2026-10-30&branchCode=NBO01',
        BANK,
      );
      expect(own.statusCode).toBe(200);
      const branch = own.json<PublishedSettingsView>().branches.find((b) => b.code === 'NBO01')!;
      expect(branch.own.sanctionsBank!.value).toMatchObject({ listDate: '2026-10-30' });

      const cut = await upload(admin, 'format=un-xml&fileName=x.xml', UN.subarray(0, 200));
      expect(cut.statusCode).toBe(400);
      expect(cut.json().message).toMatch(/line \d+/);
      const undated = await upload(admin, 'format=bank-csv&fileName=bank.csv', BANK);
      expect(undated.json().message).toMatch(/list’s date/);

      // A reference is head office's own: never typed into the settings route.
      const typed = await hq.call({
        method: 'POST',
        url: `${CONSOLE_API}/settings`,
        cookie: admin,
        payload: { branchCode: null, section: 'sanctionsUn', value: reference },
      });
      expect(typed.statusCode).toBe(400);
    },
  );

  test.skipIf(kind.skip)(
    'a list older than the one in force is refused, for the bank and for a branch (D161)',
    async () => {
      const count = async () =>
        (
          await hq.db.query<{ files: number; versions: number }>(
            `SELECT (SELECT count(*)::int FROM sanctions_list_files) AS files,
                    (SELECT count(*)::int FROM settings_versions) AS versions`,
          )
        )[0];
      const un = (generated: string) =>
        new TextEncoder().encode(
          unXml(
            [{ reference: 'QDi.401', kind: 'individual', parts: ['Muhammad', 'Ali', 'Khan'] }],
            generated,
          ),
        );
      const newer = await upload(
        admin,
        'format=un-xml&fileName=un.xml',
        un('2026-11-21T06:00:00Z'),
      );
      expect(newer.statusCode).toBe(200);
      const before = await count();

      // Last week's file, chosen by mistake: refused naming both dates, nothing kept.
      const older = await upload(
        admin,
        'format=un-xml&fileName=old.xml',
        un('2026-11-14T06:00:00Z'),
      );
      expect(older.statusCode).toBe(400);
      expect(older.json().message).toBe(
        'This file’s list is dated 2026-11-14, before the one the bank’s workstations run now ' +
          '(2026-11-21): the names listed between the two dates would no longer be screened. ' +
          'Choose the newer file; the list in force stays.',
      );
      expect(await count()).toEqual(before);

      // A branch without its own UN list runs the bank's: held to its date too.
      const forBranch = await upload(
        admin,
        'format=un-xml&fileName=old.xml&branchCode=NBO01',
        un('2026-11-14T06:00:00Z'),
      );
      expect(forBranch.json().message).toMatch(
        /before the one branch NBO01 run now \(2026-11-21\)/,
      );

      // A branch's own bank list (2026-10-30): an older one refused, the same day published.
      const bankCsvOf = (date: string) =>
        upload(admin, `format=bank-csv&fileName=bank.csv&listDate=${date}&branchCode=NBO01`, BANK);
      expect((await bankCsvOf('2026-10-29')).json().message).toMatch(/dated 2026-10-29/);
      expect((await bankCsvOf('2026-10-30')).statusCode).toBe(200);
      // The bank's own bank list is not the branch's: an older date is the bank's first.
      const bankWide = await upload(
        admin,
        'format=bank-csv&fileName=bank.csv&listDate=2026-10-01',
        BANK,
      );
      expect(bankWide.statusCode).toBe(200);
      // The same day as the list in force is published.
      expect(
        (await upload(admin, 'format=un-xml&fileName=un.xml', un('2026-11-21T18:00:00Z')))
          .statusCode,
      ).toBe(200);
    },
  );

  test.skipIf(kind.skip)('a body past 4 MiB reaches the list’s own check', async () => {
    // Not UTF-8 at all: refused at once, past the size a JSON body may have.
    const big = new Uint8Array(5 * 1024 * 1024).fill(0xff);
    const answer = await upload(admin, 'format=bank-csv&fileName=big.csv&listDate=2026-11-01', big);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/line 1/);
  });

  test.skipIf(kind.skip)('only head-office admins upload', async () => {
    const answer = await upload(compliance, 'format=un-xml&fileName=consolidated.xml', UN);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('wrong-role');
  });
});

describe.each(DATABASE_KINDS)('a published list file reaches its branch on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  const deps = () => consoleDeps(hq.db, () => new Date(), { scrypt: CHEAP_SCRYPT });

  test.skipIf(kind.skip)(
    'named in the signed settings, downloaded in chunks by its own branch only',
    async () => {
      const one = await enrolledWorkstation(hq.url, hq.db);
      const other = await enrolledWorkstation(hq.url, hq.db);
      const published = await publishListFile(deps(), ADMIN_SESSION, {
        format: 'un-xml',
        fileName: 'consolidated.xml',
        listDate: null,
        bytes: UN,
        branchCode: one.answer.branch.code,
      });
      expect(published.ok).toBe(true);

      const answer = (
        await signedPost(
          hq.url,
          '/api/v1/settings',
          { workstationId: one.id, after: 0 },
          one.keys.privateKey,
        )
      ).body as SettingsAnswer;
      expect(settingsAreSigned(one.answer.headOfficeKey, answer)).toBe(true);
      const reference = JSON.parse(answer.settings).sanctionsUn as PublishedListFile;
      expect(reference).toMatchObject({ sha256: sha(UN), size: UN.byteLength, entries: 1 });
      expect(reference.version).toBe(answer.version);

      const chunk = (ws: typeof one, n: number) =>
        signedPost(
          hq.url,
          '/api/v1/list-file',
          { workstationId: ws.id, fileId: reference.fileId, chunk: n },
          ws.keys.privateKey,
        );
      const first = await chunk(one, 0);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ fileId: reference.fileId, chunk: 0, chunks: 1 });
      expect(Buffer.from(first.body.bytes as string, 'base64')).toEqual(Buffer.from(UN));
      expect((await chunk(one, 1)).body.refused).toBe('list-file-unknown');

      // Another branch's workstation is not answered, and the refusal is kept as evidence.
      const refused = await chunk(other, 0);
      expect([refused.status, refused.body.refused]).toEqual([404, 'list-file-unknown']);
      expect((await evidenceOf(hq.db, other.id)).map((e) => e.endpoint)).toContain('list-file');
    },
  );
});
