import { afterEach, describe, expect, it } from 'vitest';
import type { ImtDraft, RtgsDraft } from '@shared/domain/transfer-drafts';
import { createFakeRemitDesk, receiptFor } from './fake-remit-desk';
import type { FakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text, VALID_IMT, VALID_RTGS, WANJIRU_KE } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

async function open(path: '/send/rtgs' | '/send/imt', fake: FakeRemitDesk = createFakeRemitDesk()) {
  fake.signInAs('clerk1');
  const mounted = await mountApp(fake, { path });
  return { fake, ...mounted };
}

describe('the bank picker', () => {
  it('finds a bank of the sender’s country by name, and the keyboard picks it', async () => {
    const { wrapper } = await open('/send/rtgs');
    await fill(wrapper, { 'source-account': WANJIRU_KE });
    const input = wrapper.find('[data-testid="destination.bankCode"]');
    await input.trigger('focus');
    await input.setValue('coop');
    await settle(1);
    const options = wrapper.findAll('[role="option"]');
    expect(options.map((o) => o.text())).toEqual(['Cooperative Example Bank (11)']);
    // Uganda's bank is not offered for a Kenyan transfer.
    await input.setValue('bank');
    await settle(1);
    expect(wrapper.findAll('[role="option"]').map((o) => o.text())).toEqual([
      'Kenya Commercial Example Bank (01)',
      'Cooperative Example Bank (11)',
    ]);
    await input.trigger('keydown', { key: 'ArrowDown' });
    await input.trigger('keydown', { key: 'ArrowDown' });
    expect(input.attributes('aria-activedescendant')).toBe(
      wrapper.findAll('[role="option"]')[1]!.attributes('id'),
    );
    await input.trigger('keydown', { key: 'Enter' });
    await settle(1);
    expect((input.element as HTMLInputElement).value).toBe('11');
    expect(text(wrapper, 'bank-name')).toBe('Cooperative Example Bank (11)');
    expect(wrapper.find('[data-testid="bank-not-listed"]').exists()).toBe(false);
    // Enter picked the bank; it did not send the form to review.
    expect(wrapper.find('#review-title').exists()).toBe(false);
  });

  it('takes a code the list does not have, and says so', async () => {
    const { wrapper, fake } = await open('/send/rtgs');
    await fill(wrapper, { ...VALID_RTGS, 'destination.bankCode': '99' });
    expect(text(wrapper, 'bank-not-listed')).toBe(
      "“99” is not a bank code in the branch's list for Kenya. It can still be sent: check the code with the customer.",
    );
    expect(fieldError(wrapper, 'destination.bankCode')).toBe('');
    await click(wrapper, 'rtgs-form');
    // As the receipt says it: the code, then why it has no name.
    expect(text(wrapper, 'review:destination.bankCode')).toBe(
      "99 (not in the branch's list of banks)",
    );
    await click(wrapper, 'confirm-send');
    expect((fake.callsOf('sendTransfer') as RtgsDraft[])[0]!.destination.bankCode).toBe('99');
  });

  it('puts the bank’s name beside its code on the receipt', async () => {
    const fake = createFakeRemitDesk();
    fake.override('sendTransfer', async (draft) => ({
      ok: true,
      value: receiptFor(draft, '100000000009', 'succeeded', {
        bankName: 'Kenya Commercial Example Bank',
      }),
    }));
    const { wrapper } = await open('/send/rtgs', fake);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    expect(text(wrapper, 'receipt-bank')).toBe('Kenya Commercial Example Bank (01)');
  });
});

describe('the source account picker', () => {
  it('says nothing can be sent while the branch has no accounts', async () => {
    const fake = createFakeRemitDesk();
    fake.state.formRules.rules.sourceAccounts = [];
    const { wrapper } = await open('/send/rtgs', fake);
    const select = wrapper.find('[data-testid="source-account"]');
    expect(select.attributes('disabled')).toBeDefined();
    expect(text(wrapper, 'source-account-none')).toMatch(/An admin must add them in Settings/);
  });

  it('puts main’s message about the source on the picker', async () => {
    const fake = createFakeRemitDesk();
    fake.refuse('sendTransfer', {
      code: 'invalid-request',
      message: 'x',
      fields: [
        {
          path: 'source.accountNumber',
          message:
            "Sender's account number 0011547896523 is not one of the branch's accounts in Kenya. Choose the account from the list.",
        },
      ],
    });
    const { wrapper } = await open('/send/rtgs', fake);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    expect(fieldError(wrapper, 'source.accountNumber')).toMatch(/not one of the branch's accounts/);
  });
});

describe('the wallet picker', () => {
  it("offers the recipient country's wallets, labels first, and nothing where none are set up", async () => {
    const { wrapper } = await open('/send/imt');
    const options = () =>
      wrapper
        .find('[data-testid="destination.walletName"]')
        .findAll('option')
        .map((o) => o.text());
    expect(options()).toEqual(['Choose the country first']);
    await fill(wrapper, { 'destination.countryCode': 'UG' });
    expect(options()).toEqual([
      'Choose the wallet…',
      'MTN MoMo (MTN Mobile Money)',
      'Airtel Money',
    ]);
    await fill(wrapper, {
      'destination.walletName': 'Airtel Money',
      'destination.countryCode': 'TZ',
    });
    expect(options()).toEqual(['None set up']);
    expect(wrapper.find('#field-destination-walletName-hint').text()).toBe(
      'No wallets are set up for Tanzania: ask an admin.',
    );
    // The wallet chosen for Uganda is no longer offered: it is cleared.
    expect(
      (wrapper.find('[data-testid="destination.walletName"]').element as HTMLSelectElement).value,
    ).toBe('');
  });

  it('reviews and sends the name the service expects, with its label before it', async () => {
    const { wrapper, fake } = await open('/send/imt');
    await fill(wrapper, VALID_IMT);
    await click(wrapper, 'imt-form');
    expect(text(wrapper, 'review:destination.walletName')).toBe('MTN MoMo (MTN Mobile Money)');
    expect(text(wrapper, 'review:source.accountNumber')).toBe('0011547896531');
    expect(text(wrapper, 'review:source.name')).toBe('Kisumu Branch Till');
    await click(wrapper, 'confirm-send');
    const [sent] = fake.callsOf('sendTransfer') as ImtDraft[];
    expect(sent!.destination.walletName).toBe('MTN Mobile Money');
    expect(sent!.source).toEqual({
      countryCode: 'KE',
      name: 'Kisumu Branch Till',
      accountNumber: '0011547896531',
    });
  });
});
