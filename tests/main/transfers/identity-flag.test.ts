import { describe, expect, it } from 'vitest';
import { IDENTITY_FLAGGER } from '@shared/domain/operators';
import { CLERK } from '../engine/engine-fixture';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation } from '../operators/desk-fixture';
import { D2_CUSTOMER } from '../../shared/d2-example';

/*
 * D160: one ID document (type, number, issuing country) journaled with two names or dates of
 * birth is flagged for the compliance officer, on the suspicion flags only they and auditors read
 * (D79): never on the clerk's answer, nor a supervisor's list.
 */
describe('one document journaled with another person', () => {
  const bank = useFileBank();

  let amount = 100;
  /** A transfer of the customer, each of its own amount: no repeat of the one before (D45). */
  async function sent(station: Awaited<ReturnType<typeof deskStation>>, customer: object) {
    amount += 1;
    const answer = await station.services.transfers.send(
      rtgsDraft({
        customer: { ...D2_CUSTOMER, ...customer },
        transfer: { amount: `${amount}.00` },
      }),
      CLERK,
    );
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.value;
  }

  it('is flagged for compliance once per person, naming the earlier transfers', async () => {
    const station = await deskStation(bank);
    const { desk, services } = station;
    await sent(station, {});
    // The same person, the name typed in other capitals, spacing or order: no flag.
    await sent(station, { name: 'jane  WANJIKU' });
    const latest = await sent(station, { name: 'Wanjiku, Jane' });
    // Another number, another type, another country: other documents, no flag.
    await sent(station, { name: 'Okello Mugisha', documentNumber: '87654321' });
    await sent(station, { name: 'Okello Mugisha', documentType: 'Passport' });
    await sent(station, { name: 'Okello Mugisha', documentCountry: 'UG' });
    // The Kenyan national ID 12345678 with another name, then another date of birth.
    const renamed = await sent(station, { name: 'Janet Wanjiku' });
    const reborn = await sent(station, { dateOfBirth: '1990-01-01' });
    // Each of them again: a person the document was journaled with already raises no new flag.
    await sent(station, { name: 'Janet Wanjiku' });
    await sent(station, {});

    await desk.signIn('compliance');
    const listed = await desk.call('listSuspicionFlags', {});
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.flags.map((flag) => flag.transfer.reference)).toEqual([
      reborn.reference,
      renamed.reference,
    ]);
    for (const flag of listed.value.flags) {
      expect(flag).toMatchObject({ flaggedBy: IDENTITY_FLAGGER, review: null });
      // Each other person by their latest transfer before it.
      expect(flag.note).toContain(latest.reference);
      // The note names transfers, not the customer: no name, number or date in the trail.
      expect(flag.note).not.toMatch(/Wanjiku|Janet|12345678|1988|1990/);
    }
    expect(listed.value.flags[0]!.note).toContain(renamed.reference);
    const audited = services.journal.audit
      .entries()
      .filter((entry) => entry.action === 'suspicion.flagged');
    expect(audited.map((entry) => entry.operatorId)).toEqual([IDENTITY_FLAGGER, IDENTITY_FLAGGER]);

    // A supervisor sees no flag; the compliance officer closes it as any other.
    await desk.signIn('supervisor');
    expect(await desk.call('listSuspicionFlags', {})).toMatchObject({ ok: false });
    await desk.signIn('compliance');
    const closed = await desk.call('reviewSuspicionFlag', {
      flagId: listed.value.flags[0]!.id,
      outcome: 'no_action',
      note: 'Date of birth typed wrong; passport seen',
    });
    expect(closed.ok).toBe(true);
  });

  it('flags an IMT as an RTGS: the document, not the product', async () => {
    const station = await deskStation(bank);
    await sent(station, {});
    const answer = await station.services.transfers.send(
      imtDraft({
        sender: { name: 'John Kamau', documentType: 'NationalId', documentNumber: '1234-5678' },
      }),
      CLERK,
    );
    expect(answer.ok).toBe(true);
    await station.desk.signIn('compliance');
    const listed = await station.desk.call('listSuspicionFlags', {});
    expect(listed.ok && listed.value.flags.map((flag) => flag.flaggedBy)).toEqual([
      IDENTITY_FLAGGER,
    ]);
  });
});
