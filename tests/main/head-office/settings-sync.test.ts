import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { signSettings } from '../../../hq/protocol/chain';
import type { SettingsAnswer } from '../../../hq/protocol/wire';
import {
  createHeadOfficeClient,
  type HeadOfficeLink,
} from '../../../electron/main/head-office/head-office-client';
import type { HeadOfficeFetch } from '../../../electron/main/head-office/pinned-transport';
import { syncSettings } from '../../../electron/main/head-office/settings-sync';
import type { Journal } from '../../../electron/main/journal/journal';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { DEFAULT_LIMITS } from '@shared/domain/settings';
import { openTempJournal } from '../journal/fixtures';

/*
 * D126: the workstation applies head office's settings only from an answer head office signed,
 * for its own branch, whose every section passes its own schema; applied in one transaction with
 * the version, audited, and read back as the version it runs.
 */

const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const headOffice = pem();
const impostor = pem();
const WORKSTATION = 'ws-0001';
const BRANCH = 'KSM-01';
const AT = '2026-11-28T09:00:00.000Z';
const SCREENING = { threshold: 0.9, maxListAgeDays: 3 };

const journals: Journal[] = [];
afterEach(() => {
  for (const journal of journals.splice(0)) journal.close();
});

/** A client whose head office answers `answer`, signed with `key`. */
function clientAnswering(
  answer: (after: number) => Omit<SettingsAnswer, 'signature'>,
  key: string,
) {
  const fetch: HeadOfficeFetch = (post) => {
    const { after } = JSON.parse(post.body) as { after: number };
    const body = JSON.stringify(signSettings(key, answer(after)));
    return Promise.resolve({ status: 200, body });
  };
  return createHeadOfficeClient({
    fetch,
    timeouts: () => ({ connectTimeoutMs: 1_000, requestTimeoutMs: 1_000 }),
  });
}

const link: HeadOfficeLink = {
  origin: 'http://127.0.0.1:1',
  fingerprint: null,
  workstationId: WORKSTATION,
  privateKeyPem: () => Promise.resolve(pem().privateKey),
  headOfficeKey: headOffice.publicKey,
};

function published(settings: object, version = 4, branchCode = BRANCH) {
  return (after: number): Omit<SettingsAnswer, 'signature'> => ({
    workstationId: WORKSTATION,
    branchCode,
    after,
    version,
    settings: version > after ? JSON.stringify(settings) : '',
    at: AT,
  });
}

function workstation() {
  const journal = openTempJournal();
  journals.push(journal);
  const heard: string[] = [];
  const settings = createSettingsStore(journal, Date.now, (change) => {
    if (change.kind === 'section') heard.push(change.section);
  });
  return { journal, settings, heard };
}

describe("head office's settings at a workstation", () => {
  it('applies a signed answer for its branch, with its version, audited', async () => {
    const ws = workstation();
    const limits = {
      ...DEFAULT_LIMITS,
      imtDailyPerDocument: { ...DEFAULT_LIMITS.imtDailyPerDocument, KES: '300000.00' },
    };
    const client = clientAnswering(
      published({ screening: SCREENING, limits }),
      headOffice.privateKey,
    );
    const done = await syncSettings({ settings: ws.settings, client, now: Date.now }, link, BRANCH);
    expect(done).toEqual({ ok: true, value: null });
    expect(ws.settings.published()).toMatchObject({
      version: 4,
      signedAt: AT,
      sections: ['limits', 'screening'],
    });
    const current = ws.settings.review().settings;
    expect(current.screening).toEqual(SCREENING);
    // D129: a screening section without the calendar's days ahead means today's year only.
    expect(current.screening.calendarDaysAhead).toBeUndefined();
    expect(current.limits.imtDailyPerDocument.KES).toBe('300000.00');
    expect(ws.heard).toEqual(['limits', 'screening']);
    const audited = ws.journal.audit
      .entries()
      .filter((e) => e.action.startsWith('settings.'))
      .map((e) => [e.action, (e.details as { version?: number }).version]);
    expect(audited).toEqual([
      ['settings.published', 4],
      ['settings.published', 4],
      ['settings.version-applied', 4],
    ]);

    // Asked again after version 4: nothing newer, nothing written.
    const again = await syncSettings(
      { settings: ws.settings, client, now: Date.now },
      link,
      BRANCH,
    );
    expect(again.ok).toBe(true);
    expect(ws.journal.audit.entries().filter((e) => e.action.startsWith('settings.'))).toHaveLength(
      3,
    );
  });

  it("refuses an answer signed with another key, another branch's, or one its schema refuses", async () => {
    const ws = workstation();
    const cases = [
      clientAnswering(published({ screening: SCREENING }), impostor.privateKey),
      clientAnswering(published({ screening: SCREENING }, 4, 'NBO-02'), headOffice.privateKey),
      clientAnswering(
        published({ screening: { threshold: 5, maxListAgeDays: 3 } }),
        headOffice.privateKey,
      ),
      clientAnswering(published({ network: { connectTimeoutMs: 1 } }), headOffice.privateKey),
      // D135: a list the workstation's schema refuses, and one for the sandbox.
      clientAnswering(
        published({ banks: { live: [{ countryCode: 'KE', code: '6 8', name: 'X' }], test: [] } }),
        headOffice.privateKey,
      ),
      clientAnswering(
        published({ wallets: { live: [], test: [], sandbox: [] } }),
        headOffice.privateKey,
      ),
      // D129: the calendar's days ahead past what the schema allows.
      clientAnswering(
        published({ screening: { ...SCREENING, calendarDaysAhead: 365 } }),
        headOffice.privateKey,
      ),
    ];
    for (const client of cases) {
      const done = await syncSettings(
        { settings: ws.settings, client, now: Date.now },
        link,
        BRANCH,
      );
      expect(done).toMatchObject({ ok: false, error: { code: 'bad-acknowledgement' } });
    }
    expect(ws.settings.published()).toBeNull();
    expect(ws.settings.review().settings.screening).not.toEqual(SCREENING);
  });
});
