import { describe, expect, it } from 'vitest';
import { CLERK } from '../engine/engine-fixture';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation } from '../operators/desk-fixture';
import { LOOKUP_PACE, lookupPaceDelayMs } from '../../../electron/main/transfers/customer-lookups';
import { D2_CUSTOMER } from '../../shared/d2-example';

/*
 * D77: a returning customer found from the ID number typed: the latest block this workstation
 * journaled for the document, the branch day it was last checked, and the customer's earlier
 * recipients; nothing else of those transfers. Every lookup is audited.
 */
/** A Kenyan national ID of that number, as the clerk's block asks the lookup. */
function documentOf(documentNumber: string, documentType = 'NationalId', documentCountry = 'KE') {
  return { documentType, documentNumber, documentCountry };
}

describe('a returning customer', () => {
  const bank = useFileBank();

  it('is the whole document: another type or issuing country of the number is someone else', async () => {
    const { services, desk } = await deskStation(bank);
    // D160: a Kenyan national ID and a Ugandan passport that share a number are two people.
    const kenyan = { ...D2_CUSTOMER, documentNumber: '12345678' };
    const ugandan = {
      ...D2_CUSTOMER,
      name: 'Okello Mugisha',
      documentType: 'Passport',
      documentCountry: 'UG',
      dateOfBirth: '1975-01-30',
      address: 'Kampala Road 3, Kampala',
    };
    expect((await services.transfers.send(rtgsDraft({ customer: kenyan }), CLERK)).ok).toBe(true);
    const later = rtgsDraft({
      customer: ugandan,
      destination: { name: 'Akinyi Odera', accountNumber: '1100194977411' },
    });
    expect((await services.transfers.send(later, CLERK)).ok).toBe(true);
    await desk.signIn('clerk');

    const asKenyan = await desk.call('lookUpCustomer', documentOf('12345678'));
    expect(asKenyan.ok && asKenyan.value.customer).toEqual(kenyan);
    const asUgandan = await desk.call('lookUpCustomer', documentOf('12345678', 'Passport', 'UG'));
    expect(asUgandan.ok && asUgandan.value.customer).toEqual(ugandan);
    // The Kenyan's recipient is not offered for the Ugandan's document, nor the other way.
    expect(asKenyan.ok && JSON.stringify(asKenyan.value)).not.toContain('Okello');
    expect(asUgandan.ok && JSON.stringify(asUgandan.value)).not.toContain('John Otieno');
    // A Ugandan national ID of that number nobody journaled: nobody, however many share it.
    expect(await desk.call('lookUpCustomer', documentOf('12345678', 'NationalId', 'UG'))).toEqual({
      ok: true,
      value: { customer: null, lastCheckedOn: null, recipients: [] },
    });
    const audited = services.journal.audit.entries().filter((e) => e.action === 'customer.lookup');
    expect(audited.map((entry) => entry.details)).toEqual([
      expect.objectContaining({
        documentKey: '12345678',
        documentType: 'NationalId',
        documentCountry: 'KE',
        found: true,
        transfers: 1,
      }),
      expect.objectContaining({
        documentKey: '12345678',
        documentType: 'Passport',
        documentCountry: 'UG',
        found: true,
        transfers: 1,
      }),
      expect.objectContaining({
        documentKey: '12345678',
        documentType: 'NationalId',
        documentCountry: 'UG',
        found: false,
        transfers: 0,
      }),
    ]);
    // Never more of the customer than the key: no name, date of birth or address in the trail.
    expect(JSON.stringify(audited)).not.toMatch(/Wanjiku|Okello|1988|1975|Kampala|Moi Avenue/);
  });

  it('is found from the ID number in any spelling, with the day last checked and the recipients', async () => {
    const { services, desk } = await deskStation(bank);
    const earlier = {
      ...D2_CUSTOMER,
      documentNumber: 'AB-123/456',
      address: 'Old Street 1, Kisumu',
    };
    const first = await services.transfers.send(rtgsDraft({ customer: earlier }), CLERK);
    const moved = { ...earlier, address: 'Moi Avenue 14, Nairobi' };
    const second = await services.transfers.send(
      rtgsDraft({
        customer: moved,
        destination: { name: 'Akinyi Odera', accountNumber: '1100194977411' },
        transfer: { amount: '1250.00' },
      }),
      CLERK,
    );
    expect(first.ok && first.value.state).toBe('succeeded');
    // The sandbox holds no such account: the bank refuses it, and its recipient is not offered.
    expect(second.ok && second.value.state).toBe('rejected');
    await desk.signIn('clerk');

    const found = await desk.call('lookUpCustomer', {
      documentType: 'NationalId',
      documentNumber: 'ab123456',
      documentCountry: 'KE',
    });
    if (!found.ok) throw new Error(found.error.message);
    // The latest block journaled: the customer moved house since the first transfer.
    expect(found.value.customer).toEqual(moved);
    expect(found.value.lastCheckedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(found.value.recipients).toEqual([
      {
        kind: 'rtgs',
        name: 'John Otieno',
        countryCode: 'KE',
        bankCode: '01',
        accountNumber: '1100194977404',
      },
    ]);
    // Nothing of the earlier transfers themselves: no reference, amount or clerk.
    const text = JSON.stringify(found.value);
    for (const detail of ['1250.00', CLERK, second.ok ? second.value.reference : '']) {
      expect(text).not.toContain(detail);
    }
    const audited = services.journal.audit.entries().filter((e) => e.action === 'customer.lookup');
    expect(audited.at(-1)).toMatchObject({
      operatorId: expect.any(String),
      details: {
        documentKey: 'AB123456',
        documentType: 'NationalId',
        documentCountry: 'KE',
        found: true,
        transfers: 2,
      },
    });
  });

  it('is nobody for a number no transfer carried, and the answer says so', async () => {
    const { services, desk } = await deskStation(bank);
    expect((await services.transfers.send(imtDraft(), CLERK)).ok).toBe(true);
    await desk.signIn('clerk');
    expect(await desk.call('lookUpCustomer', documentOf('99999999'))).toEqual({
      ok: true,
      value: { customer: null, lastCheckedOn: null, recipients: [] },
    });
    const audited = services.journal.audit.entries().filter((e) => e.action === 'customer.lookup');
    expect(audited.at(-1)?.details).toMatchObject({ found: false });
  });

  it('refuses a number that is no document number, and a supervisor', async () => {
    const { desk } = await deskStation(bank);
    await desk.signIn('clerk');
    const bad = await desk.call('lookUpCustomer', { documentNumber: 'x' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    const extra = await desk.call('lookUpCustomer', { ...documentOf('12345678'), name: 'x' });
    expect(extra.ok).toBe(false);
    // D160: a number alone, or with a type or country that is none, is no document.
    expect(await desk.call('lookUpCustomer', { documentNumber: '12345678' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-request' },
    });
    for (const wrong of [{ documentType: 'id card' }, { documentCountry: 'XX' }]) {
      const answer = await desk.call('lookUpCustomer', { ...documentOf('12345678'), ...wrong });
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    }
    await desk.signIn('supervisor');
    expect(await desk.call('lookUpCustomer', documentOf('12345678'))).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
  });

  it('is paced: beyond a few lookups a minute each waits longer, and every wait is audited', async () => {
    const waits: number[] = [];
    const { services, desk } = await deskStation(bank, {
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    await desk.signIn('clerk');
    const lookUp = (n: number) => desk.call('lookUpCustomer', documentOf(`${10_000_000 + n}`));
    // A guessed stream: the free ones at once, then 1 s, 2 s, 4 s, each answered all the same.
    for (let n = 0; n < LOOKUP_PACE.free + 3; n += 1) {
      expect(await lookUp(n)).toMatchObject({ ok: true, value: { customer: null } });
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    const audited = services.journal.audit.entries().filter((e) => e.action === 'customer.lookup');
    expect(audited.map((entry) => entry.details['delayMs'])).toEqual([
      0, 0, 0, 0, 0, 1_000, 2_000, 4_000,
    ]);
    // A minute after the stream, a customer at the counter is answered at once again.
    bank.clock.advance(LOOKUP_PACE.windowMs);
    expect((await lookUp(99)).ok).toBe(true);
    expect(waits).toHaveLength(3);
  });

  it('waits twice as long for each lookup beyond the free ones, up to a cap', () => {
    expect([1, 5, 6, 7, 8, 9, 10, 11, 20].map(lookupPaceDelayMs)).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
