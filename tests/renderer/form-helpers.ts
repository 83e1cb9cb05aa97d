import type { VueWrapper } from '@vue/test-utils';
import { fieldId } from '../../renderer/src/composables/useFormField';
import type { RtgsDraft } from '@shared/domain/transfer-drafts';
import { settle } from './mount-app';

/** Types into (or chooses in) each field by its body path, leaving it as a clerk would. */
export async function fill(wrapper: VueWrapper, values: Record<string, string>): Promise<void> {
  for (const [path, value] of Object.entries(values)) {
    const control = wrapper.find(`[data-testid="${path}"]`);
    if (!control.exists()) throw new Error(`No field with data-testid "${path}".`);
    await control.setValue(value);
    await control.trigger('blur');
  }
  await settle();
}

export function fieldError(wrapper: VueWrapper, path: string): string {
  return wrapper.find(`#${fieldId(path)}-error`).text();
}

/** The customer's signed instruction, as the clerk fills it on every review. */
export const INSTRUCTION = { formNumber: 'IF-2026/0042', idAndSignatureChecked: true } as const;

/**
 * Clicks, as a person would. Confirming a review needs the customer's instruction and payment
 * method first: a test that did not fill them gets the usual ones, as the clerk would, before the
 * click.
 */
export async function click(wrapper: VueWrapper, testid: string): Promise<void> {
  const number = wrapper.find('[data-testid="instruction-number"]');
  if (
    testid === 'confirm-send' &&
    number.exists() &&
    (number.element as HTMLInputElement).value === ''
  ) {
    await number.setValue(INSTRUCTION.formNumber);
    await wrapper.find('[data-testid="instruction-checked"]').setValue(true);
  }
  // D124: and how the customer pays, cash unless the test chose.
  const method = wrapper.find('[data-testid="payment-method"]');
  if (
    testid === 'confirm-send' &&
    method.exists() &&
    (method.element as HTMLSelectElement).value === ''
  ) {
    await method.setValue('cash');
  }
  const target = wrapper.find(`[data-testid="${testid}"]`);
  if (!target.exists()) throw new Error(`Nothing with data-testid "${testid}" to click.`);
  await target.trigger(target.element.tagName === 'FORM' ? 'submit' : 'click');
  await settle();
}

export function text(wrapper: VueWrapper, testid: string): string {
  return wrapper.find(`[data-testid="${testid}"]`).text();
}

/** A promise the test settles when it chooses: main's answer arriving later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The branch account picker's value for an account of the fake's list: country and number. */
export const WANJIRU_KE = 'KE|0011547896523';
export const KISUMU_TILL = 'KE|0011547896531';

/** D77: the customer's block as a clerk fills it from Wanjiru Kamau's national ID. */
export const VALID_CUSTOMER = {
  'customer.documentType': 'NationalId',
  'customer.documentNumber': '12345678',
  'customer.documentCountry': 'KE',
  'customer.documentExpiry': '2034-06-30',
  'customer.name': 'Wanjiru Kamau',
  'customer.dateOfBirth': '1988-04-12',
  'customer.nationality': 'KE',
  'customer.countryCode': 'KE',
  'customer.mobileNumber': '0712345678',
  'customer.address': 'Moi Avenue 14, Nairobi',
};

/** The block as the draft carries it, the optional details left empty. */
export const CUSTOMER_DRAFT = {
  documentType: 'NationalId',
  documentNumber: '12345678',
  documentCountry: 'KE',
  documentExpiry: '2034-06-30',
  name: 'Wanjiru Kamau',
  dateOfBirth: '1988-04-12',
  nationality: 'KE',
  countryCode: 'KE',
  mobileNumber: '0712345678',
  address: 'Moi Avenue 14, Nairobi',
  occupation: '',
  sourceOfFunds: '',
};

export const VALID_RTGS = {
  ...VALID_CUSTOMER,
  'source-account': WANJIRU_KE,
  'destination.name': 'Otieno Odhiambo',
  'destination.bankCode': '01',
  'destination.accountNumber': '1100194977404',
  'transfer.amount': '1000.00',
  'transfer.purposeOfPaymentCode': 'CUR/DEP',
  'transfer.description': 'School fees term 1',
};

export const VALID_IMT = {
  ...VALID_CUSTOMER,
  'customer.purpose': 'family',
  'source-account': KISUMU_TILL,
  'destination.countryCode': 'UG',
  'destination.name': 'Nakato Sarah',
  'destination.mobileNumber': '0772123456',
  'destination.walletName': 'MTN Mobile Money',
  'destination.documentType': 'NationalId',
  'destination.documentNumber': 'CM1234567',
  'transfer.amount': '50000.00',
};

type DraftPatch = {
  [G in keyof RtgsDraft]?: RtgsDraft[G] extends object ? Partial<RtgsDraft[G]> : RtgsDraft[G];
};

/**
 * An RTGS draft as the review sends it: Wanjiru Kamau's branch account to Otieno Odhiambo's
 * account at bank 01, Kenya, with the customer's signed instruction, and what a test changes.
 */
export function rtgsDraft(draftId: string, patch: DraftPatch = {}): RtgsDraft {
  return {
    kind: 'rtgs',
    draftId,
    instruction: { ...INSTRUCTION },
    customer: { ...CUSTOMER_DRAFT },
    source: {
      countryCode: 'KE',
      currency: 'KES',
      name: 'Wanjiru Kamau',
      accountNumber: '0011547896523',
      ...patch.source,
    },
    destination: {
      countryCode: 'KE',
      name: 'Otieno Odhiambo',
      bankCode: '01',
      accountNumber: '1100194977404',
      ...patch.destination,
    },
    transfer: {
      amount: '1000.00',
      currencyCode: 'KES',
      description: 'Fees',
      purposeOfPaymentCode: 'CUR/DEP',
      ...patch.transfer,
    },
  };
}
