import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { senderOfCustomer } from '@shared/domain/customer';
import { CLERK, transferRows } from '../engine/engine-fixture';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation } from '../operators/desk-fixture';
import { D2_CUSTOMER, D2_IMT_CUSTOMER } from '../../shared/d2-example';

/*
 * D77: the customer travels with every new draft, is journaled with the transfer (sealed, with
 * where it was sent from), fills an IMT body's sender, stays out of an RTGS body, and is in the
 * receipt view. Main sends no new draft without one, whatever the screen.
 */
describe('the customer on every transfer', () => {
  const bank = useFileBank();

  it('is refused when missing, reserving nothing, for either kind', async () => {
    const { services, desk, recorder } = await deskStation(bank);
    await desk.signIn('clerk');
    for (const draft of [rtgsDraft(), imtDraft()]) {
      const without: Partial<typeof draft> = { ...draft };
      delete without.customer;
      const sent = await desk.call('sendTransfer', without);
      expect(sent).toMatchObject({
        ok: false,
        error: { code: 'invalid', fields: [{ path: 'customer.name' }] },
      });
      if (!sent.ok) expect(sent.error.message).toContain('Enter the customer');
    }
    expect(transferRows(services.journal.path)).toEqual([]);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(0);
  });

  it('is journaled with an RTGS, outside its body, with the bank, branch and workstation', async () => {
    const { services } = await deskStation(bank);
    expect((await services.purposes.list()).ok).toBe(true);
    const sent = await services.transfers.send(rtgsDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value.customer).toEqual(D2_CUSTOMER);
    expect(sent.value.senderName).toBe(D2_CUSTOMER.name);
    const record = services.journal.transfers.getByReference(sent.value.reference)!;
    expect(record.customer).toEqual(D2_CUSTOMER);
    expect(record.body).not.toContain(D2_CUSTOMER.documentNumber);
    expect(record.body).not.toContain(D2_CUSTOMER.address);
    const settings = services.settings.review().settings;
    expect(record.desk).toEqual({
      bankName: settings.bankIdentity.legalName,
      branchCode: settings.workstation.branchCode,
      branchName: settings.workstation.branchName,
      workstation: expect.stringMatching(/^\d+$/),
    });
  });

  it("fills an IMT body's sender with the customer, the branch account staying the source", async () => {
    const { services, recorder } = await deskStation(bank);
    const customer = { ...D2_IMT_CUSTOMER, email: 'jane@example.com' };
    const draft = imtDraft({ customer, sender: senderOfCustomer(customer) });
    const sent = await services.transfers.send(draft, CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    const [request] = recorder.to(SERVICE_PATHS.imt);
    const body = JSON.parse(request!.body!) as Record<string, Record<string, string>>;
    expect(body.sender).toEqual(senderOfCustomer(customer));
    expect(body.source).toEqual(draft.source);
    // The purpose is kept in the journal only: the IMT body has no field for it.
    expect(JSON.stringify(body)).not.toContain('family');
    expect(services.journal.transfers.getByReference(sent.value.reference)!.customer?.purpose).toBe(
      'family',
    );
  });

  it('refuses an IMT whose sender is someone else than the customer', async () => {
    const { services } = await deskStation(bank);
    const draft = imtDraft({ sender: { name: 'Somebody Else' } });
    const sent = await services.transfers.send(
      { ...draft, customer: { ...D2_IMT_CUSTOMER, documentNumber: draft.sender.documentNumber } },
      CLERK,
    );
    expect(sent).toMatchObject({ ok: false, error: { fields: [{ path: 'sender' }] } });
    expect(transferRows(services.journal.path)).toEqual([]);
  });
});
