import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { listWorkstations } from '../../../hq/src/enrolment/health';
import { revokeWorkstation } from '../../../hq/src/enrolment/workstations';
import { headOfficeKey } from '../../../hq/src/keys/head-office-key';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import { evidenceOf, makeKeyPair, postBody, registeredWorkstation } from '../support/workstation';

describe.each(DATABASE_KINDS)('enrolment at head office on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  const deps = hq.deps;
  const enrolWith = (code: string, publicKey = makeKeyPair().publicKey, label = 'KE-NBO-PC07') =>
    postBody(hq.url, '/api/v1/enrol', JSON.stringify({ code, publicKey, label }));

  test.skipIf(kind.skip)(
    'a code enrols a PC once, as typed, and answers head office’s key',
    async () => {
      const { workstationId, branchCode, code } = await registeredWorkstation(hq.db);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
      const stored = await hq.db.query<{ code_hash: string }>(
        'SELECT code_hash FROM enrolment_codes',
      );
      expect(stored.some((r) => r.code_hash.includes(code.replace(/-/g, '')))).toBe(false);

      const keys = makeKeyPair();
      const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
      const first = await enrolWith(typed, keys.publicKey);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        workstationId,
        branch: {
          code: branchCode,
          name: expect.any(String),
          country: 'KE',
          timeZone: 'Africa/Nairobi',
        },
        number: 1,
        headOfficeKey: (await headOfficeKey(hq.db)).publicKey,
        replacing: null,
      });
      const [listed] = await listWorkstations(deps(), { branchCode });
      expect(listed).toMatchObject({
        status: 'active',
        label: 'KE-NBO-PC07',
        storedSeq: 0,
        openCode: null,
      });

      const twice = await enrolWith(code);
      expect(twice.status).toBe(409);
      expect(twice.body.refused).toBe('code-used');
      expect(twice.body.message).toMatch(
        /was used at .*a code enrols one PC, once\. Ask head office for a new code/,
      );
      const [kept] = await evidenceOf(hq.db, workstationId);
      expect(kept).toMatchObject({ reason: 'code-used', endpoint: 'enrol' });
      expect(kept!.body).not.toContain(code);
      expect(JSON.parse(kept!.body).code).toBe('(withheld)');
    },
  );

  test.skipIf(kind.skip)(
    'refuses an expired code, a replaced code and an unknown code',
    async () => {
      const { workstationId, code } = await registeredWorkstation(hq.db);
      await hq.db.query(
        "UPDATE enrolment_codes SET expires_at = now() - interval '1 second' WHERE workstation_id = $1",
        [workstationId],
      );
      const expired = await enrolWith(code);
      expect(expired.status).toBe(410);
      expect(expired.body.refused).toBe('code-expired');
      expect(expired.body.message).toMatch(
        /expired at .*valid for 24 hours\)\. Ask head office for a new one\./,
      );

      const newer = await issueEnrolmentCode(deps(), { workstationId, purpose: 'enrol' });
      const newest = await issueEnrolmentCode(deps(), { workstationId, purpose: 'enrol' });
      expect(newer.ok && newest.ok).toBe(true);
      const replaced = await enrolWith(newer.ok ? newer.value.code : '');
      expect(replaced.body.refused).toBe('code-expired');
      expect(replaced.body.message).toMatch(/head office issued a newer one/);

      const unknown = await enrolWith('ABCD-EFGH-JKMN-PQRS');
      expect(unknown.status).toBe(404);
      expect(unknown.body.refused).toBe('code-unknown');
      expect(unknown.body.message).toMatch(/issued no such enrolment code\. Type the code exactly/);
      const strangers = await evidenceOf(hq.db, null);
      expect(strangers.some((e) => e.reason === 'code-unknown' && !e.body.includes('ABCD'))).toBe(
        true,
      );

      const works = await enrolWith(newest.ok ? newest.value.code : '');
      expect(works.status).toBe(200);
    },
  );

  test.skipIf(kind.skip)(
    'refuses a key that is not Ed25519 and keeps the code for a good one',
    async () => {
      const { code } = await registeredWorkstation(hq.db);
      const rsa = generateKeyPairSync('rsa', {
        modulusLength: 1024,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      }).publicKey;
      for (const publicKey of [rsa, 'not a key']) {
        const refused = await enrolWith(code, publicKey);
        expect(refused.status).toBe(400);
        expect(refused.body.refused).toBe('malformed');
        expect(refused.body.message).toMatch(/publicKey is not an Ed25519 public key in SPKI PEM/);
      }
      const keys = makeKeyPair();
      expect((await enrolWith(code, keys.publicKey)).status).toBe(200);
      const other = await registeredWorkstation(hq.db);
      const again = await enrolWith(other.code, keys.publicKey);
      expect(again.body).toMatchObject({ refused: 'malformed' });
      expect(again.body.message).toMatch(/already enrolled at head office/);
    },
  );

  test.skipIf(kind.skip)(
    'keeps no code from a body its schema refuses, which the code still enrols after (D148)',
    async () => {
      const { code } = await registeredWorkstation(hq.db);
      const publicKey = makeKeyPair().publicKey;
      const plain = code.replace(/-/g, '');
      const before = (await evidenceOf(hq.db, null)).length;
      // A newer workstation's extra field, a host name with a control character, and a body
      // cut short: each refused before the code is looked at, so the code is still good.
      const bodies = [
        JSON.stringify({ code, publicKey, label: 'KE-NBO-PC07', version: 2 }),
        JSON.stringify({ code, publicKey, label: 'KE-NBO\u0007PC07' }),
        JSON.stringify({ code, publicKey, label: 'KE-NBO-PC07' }).slice(0, -12),
      ];
      for (const body of bodies) {
        const refused = await postBody(hq.url, '/api/v1/enrol', body);
        expect(refused.status).toBe(400);
        expect(refused.body.refused).toBe('malformed');
      }
      const all = await evidenceOf(hq.db, null);
      expect(all.length - before).toBe(bodies.length);
      const kept = all.slice(0, bodies.length);
      expect(kept.every((e) => e.endpoint === 'enrol' && e.reason === 'malformed')).toBe(true);
      for (const evidence of kept) {
        expect(evidence.body.toUpperCase()).not.toContain(plain.slice(0, 8));
        expect(evidence.body.toUpperCase()).not.toContain(code.slice(0, 9));
        expect(evidence.message).not.toContain(code.slice(0, 9));
      }
      // What else a refused body said is kept for whoever reads why it was refused.
      expect(kept.some((e) => e.body.includes('"version":2'))).toBe(true);
      expect((await enrolWith(code, publicKey)).status).toBe(200);
    },
  );

  test.skipIf(kind.skip)('issues only the code that fits the workstation', async () => {
    const { workstationId, code } = await registeredWorkstation(hq.db);
    const replaceFirst = await issueEnrolmentCode(deps(), { workstationId, purpose: 'replace' });
    expect(replaceFirst).toMatchObject({ ok: false, error: { code: 'not-enrolled' } });
    expect((await enrolWith(code)).status).toBe(200);
    const enrolAgain = await issueEnrolmentCode(deps(), { workstationId, purpose: 'enrol' });
    expect(enrolAgain).toMatchObject({ ok: false, error: { code: 'already-enrolled' } });
    expect(enrolAgain.ok ? '' : enrolAgain.error.message).toMatch(
      /^Workstation 1 of Branch \d+ \(BR-[\d-]+\) already has a PC enrolled; to put it on a new PC, issue a replacement code\.$/,
    );
    const unknown = await issueEnrolmentCode(deps(), { workstationId: 'nope', purpose: 'enrol' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown' } });
  });

  test.skipIf(kind.skip)('a revoked workstation’s open code stops working', async () => {
    const { workstationId, code } = await registeredWorkstation(hq.db);
    const revoked = await revokeWorkstation(deps(), workstationId);
    expect(revoked.ok).toBe(true);
    const again = await revokeWorkstation(deps(), workstationId);
    expect(again).toEqual(revoked);
    const refused = await enrolWith(code);
    expect(refused.body.refused).toBe('code-expired');
    const enrol = await issueEnrolmentCode(deps(), { workstationId, purpose: 'enrol' });
    expect(enrol).toMatchObject({ ok: false, error: { code: 'revoked' } });
    const replace = await issueEnrolmentCode(deps(), { workstationId, purpose: 'replace' });
    expect(replace.ok).toBe(true);
    const [listed] = (await listWorkstations(deps())).filter((w) => w.id === workstationId);
    expect(listed).toMatchObject({ status: 'revoked', openCode: { purpose: 'replace' } });
  });
});
