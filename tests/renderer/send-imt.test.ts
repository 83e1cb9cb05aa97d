import { afterEach, describe, expect, it } from 'vitest';
import { IMT_COUNTRY_CODES } from '@shared/domain/countries';
import { checkMobileNumber, mobileExample } from '@shared/domain/phone';
import type { ImtDraft } from '@shared/domain/transfer-drafts';
import { IMT_LABELS } from '@shared/schemas/field-labels';
import { createFakeRemitDesk, receiptFor } from './fake-remit-desk';
import { click, deferred, fieldError, fill, text, VALID_IMT } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

async function openImt() {
  const fake = createFakeRemitDesk();
  fake.signInAs('clerk1');
  const mounted = await mountApp(fake, { path: '/send/imt' });
  return { fake, ...mounted };
}

function optionValues(
  wrapper: Awaited<ReturnType<typeof openImt>>['wrapper'],
  path: string,
): string[] {
  return wrapper
    .find(`[data-testid="${path}"]`)
    .findAll('option')
    .map((option) => option.attributes('value') ?? '')
    .filter((value) => value !== '');
}

describe('the IMT send form', () => {
  it("offers only the IMT countries as destinations, and all six for the customer's residence", async () => {
    const { wrapper } = await openImt();
    expect(optionValues(wrapper, 'destination.countryCode')).toEqual([...IMT_COUNTRY_CODES]);
    expect(optionValues(wrapper, 'destination.countryCode')).not.toContain('SS');
    expect(optionValues(wrapper, 'customer.countryCode')).toEqual([
      'KE',
      'UG',
      'TZ',
      'RW',
      'SS',
      'DRC',
    ]);
  });

  it("sets the currency from the recipient's country", async () => {
    const { wrapper } = await openImt();
    await fill(wrapper, { 'destination.countryCode': 'TZ' });
    // Shown as text the clerk cannot change, with no Tab stop.
    expect(text(wrapper, 'transfer.currencyCode')).toBe('Tanzanian shilling (TZS)');
    expect(wrapper.find('[data-testid="transfer.currencyCode"]').element.tagName).toBe('P');
  });

  it("says a missing currency at the recipient's country, which sets it, and nowhere else", async () => {
    const { wrapper } = await openImt();
    await click(wrapper, 'imt-form');
    expect(fieldError(wrapper, 'transfer.currencyCode')).toBe('');
    expect(fieldError(wrapper, 'source.name')).toBe('');
    const country = fieldError(wrapper, 'destination.countryCode');
    expect(country).not.toBe('');
    expect(text(wrapper, 'error-summary')).not.toContain('Currency');
    // Choosing the country answers it, the currency it fills in included.
    await fill(wrapper, { 'destination.countryCode': 'UG' });
    expect(fieldError(wrapper, 'destination.countryCode')).toBe('');
    expect(text(wrapper, 'error-summary')).not.toContain(country);
  });

  it('shows a real example number for the chosen country', async () => {
    const { wrapper } = await openImt();
    const hint = () => wrapper.find('#field-destination-mobileNumber-hint').text();
    expect(hint()).toContain('Choose the country first');
    await fill(wrapper, { 'destination.countryCode': 'TZ' });
    const example = mobileExample('TZ');
    expect(hint()).toBe(`For example ${example.national} or ${example.e164}.`);
    expect(example.e164).toMatch(/^\+255/);
  });

  it.each([
    ['0201234567', 'UG'],
    ['+254712345678', 'UG'],
    ['0772-123-456', 'UG'],
  ])('refuses the mobile number %s for %s with the shared message', async (typed, country) => {
    const { wrapper } = await openImt();
    await fill(wrapper, { 'destination.countryCode': country, 'destination.mobileNumber': typed });
    const expected = checkMobileNumber(typed, country as 'UG', IMT_LABELS.destination.mobileNumber);
    expect(expected.ok).toBe(false);
    if (!expected.ok)
      expect(fieldError(wrapper, 'destination.mobileNumber')).toBe(expected.error.message);
  });

  it('checks the number again when the country changes', async () => {
    const { wrapper } = await openImt();
    await fill(wrapper, {
      'destination.countryCode': 'UG',
      'destination.mobileNumber': '+256772123456',
    });
    expect(fieldError(wrapper, 'destination.mobileNumber')).toBe('');
    await fill(wrapper, { 'destination.countryCode': 'KE' });
    expect(fieldError(wrapper, 'destination.mobileNumber')).toBe(
      "Recipient's mobile number is a Uganda number, not a Kenya one. Enter a Kenya mobile number like 0712123456 or +254712123456, or change the country.",
    );
  });

  it('takes the spaces out of mobile numbers and reviews the rest as typed', async () => {
    const { wrapper, fake } = await openImt();
    await fill(wrapper, {
      ...VALID_IMT,
      'destination.mobileNumber': '0772 123 456',
      'transfer.amount': '50,000',
    });
    expect(fieldError(wrapper, 'destination.mobileNumber')).toBe('');
    await click(wrapper, 'imt-form');
    expect(text(wrapper, 'review:destination.mobileNumber')).toBe('0772123456');
    expect(text(wrapper, 'review:transfer.amount')).toBe('50,000.00');
    expect(text(wrapper, 'review:transfer.currencyCode')).toBe('Ugandan shilling (UGX)');
    // Names before codes, as the receipt reads; the code exactly as it is sent.
    expect(text(wrapper, 'review:customer.documentType')).toBe('National ID card (NationalId)');
    expect(text(wrapper, 'review:customer.purpose')).toBe('Family support (family)');
    expect(text(wrapper, 'review:destination.documentType')).toBe('National ID card (NationalId)');
    expect(text(wrapper, 'review:destination.countryCode')).toBe('Uganda (UG)');
    expect(text(wrapper, 'review:customer.email')).toBe('(left empty)');
    await click(wrapper, 'confirm-send');
    const [sent] = fake.callsOf('sendTransfer') as ImtDraft[];
    expect(sent).toMatchObject({
      kind: 'imt',
      destination: {
        countryCode: 'UG',
        mobileNumber: '0772123456',
        walletName: 'MTN Mobile Money',
      },
      transfer: { amount: '50000.00', currencyCode: 'UGX', description: '' },
      // D77: the body's sender is the customer the clerk filled in, field for field.
      customer: { name: 'Wanjiru Kamau', documentNumber: '12345678', purpose: 'family' },
      sender: {
        name: 'Wanjiru Kamau',
        documentType: 'NationalId',
        documentNumber: '12345678',
        countryCode: 'KE',
        mobileNumber: '0712345678',
        email: '',
      },
    });
    expect(text(wrapper, 'receipt-amount')).toBe('50,000.00 UGX');
  });

  /**
   * Reviews Faith's IMT and confirms it; main holds the answer and says the send is going out.
   * Returns the draft sent and the answer to resolve.
   */
  async function confirmHeld(fake: ReturnType<typeof createFakeRemitDesk>, reference: string) {
    const answer = deferred<Awaited<ReturnType<typeof fake.api.sendTransfer>>>();
    fake.override('sendTransfer', () => answer.promise);
    const { wrapper } = await mountApp(fake, { path: '/send/imt' });
    await fill(wrapper, VALID_IMT);
    await click(wrapper, 'imt-form');
    const notice = wrapper.find('[data-testid="test-service-imt-notice"]');
    const reviewNotice = notice.exists() ? notice.text() : null;
    await click(wrapper, 'confirm-send');
    const [draft] = fake.callsOf('sendTransfer') as ImtDraft[];
    fake.emit('sendProgress', { draftId: draft!.draftId, reference, stage: 'sending' });
    await settle();
    return { wrapper, draft: draft!, answer, reviewNotice };
  }

  it('on the bank’s test service, says before Confirm and while sending that no answer will come (D56)', async () => {
    const fake = createFakeRemitDesk({ environment: 'test' });
    fake.signInAs('clerk1');
    const { wrapper, draft, answer, reviewNotice } = await confirmHeld(fake, '100000000042');
    expect(reviewNotice).toBe(
      'The bank’s test service never answers mobile-wallet transfers After you confirm, this screen waits about 45 seconds for an answer that will not come, then records the transfer as sent with no answer. That is the expected result on the test service, not a failure: do not send it again.',
    );
    expect(text(wrapper, 'send-progress')).toBe(
      'Sending reference 100000000042 to the service… The test service will not answer: the receipt comes in about 45 seconds.',
    );
    answer.resolve({
      ok: true,
      value: receiptFor(draft, '100000000042', 'no_response_test', { environment: 'test' }),
    });
    await settle();
  });

  it('says nothing of the kind where the service answers', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper, draft, answer, reviewNotice } = await confirmHeld(fake, '100000000043');
    expect(reviewNotice).toBeNull();
    expect(text(wrapper, 'send-progress')).toBe('Sending reference 100000000043 to the service…');
    answer.resolve({ ok: true, value: receiptFor(draft, '100000000043', 'succeeded') });
    await settle();
  });
});
