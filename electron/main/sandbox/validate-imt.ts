import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { ImtRequest } from '@shared/api/imt-request';
import type { Result } from '@shared/result';
import { IMT_CODES_TEXT, type SandboxCountry } from './countries';
import {
  BodyReader,
  destinationCountryOf,
  FieldProblem,
  firstProblem,
  transferAmount,
  MAX_DESCRIPTION_LENGTH,
  MAX_DOCUMENT_LENGTH,
  accountNumber,
  calendarDate,
  email,
  mobileNumber,
  optionalText,
  reference,
  requiredText,
  supportedCountry,
  type JsonObject,
} from './field-checks';
import { WALLET_NETWORKS, sameWalletName } from './seed-accounts';

const GROUPS = {
  source: ['countryCode', 'name', 'accountNumber'],
  sender: ['name', 'documentType', 'documentNumber', 'countryCode', 'mobileNumber', 'email'],
  destination: [
    'type',
    'countryCode',
    'name',
    'mobileNumber',
    'walletName',
    'documentType',
    'documentNumber',
  ],
  transfer: ['type', 'amount', 'currencyCode', 'reference', 'date', 'description'],
} as const;

export interface ValidImt {
  body: ImtRequest;
  destinationCountry: SandboxCountry;
  /** destination.mobileNumber in E.164, the key of the wallet lookup. */
  destinationE164: string;
}

/**
 * Every IMT field as the interface lists it, plus `transfer.reference`, which D3 makes required
 * because the IMT signature covers it. IMT goes only to KE, UG, TZ and RW, in the destination's
 * currency, to a mobile number of the destination's numbering plan and a wallet network that
 * exists there.
 */
export function validateImt(root: JsonObject): Result<ValidImt, FieldProblem> {
  return firstProblem(() => {
    const { source, sender, destination, transfer } = new BodyReader(root, 'IMT').groups(GROUPS);

    supportedCountry(requiredText(source, 'source.countryCode'), 'source.countryCode');
    requiredText(source, 'source.name');
    accountNumber(requiredText(source, 'source.accountNumber'), 'source.accountNumber');

    requiredText(sender, 'sender.name');
    requiredText(sender, 'sender.documentType', MAX_DOCUMENT_LENGTH);
    requiredText(sender, 'sender.documentNumber', MAX_DOCUMENT_LENGTH);
    const senderCountry = supportedCountry(
      requiredText(sender, 'sender.countryCode'),
      'sender.countryCode',
    );
    senderMobile(requiredText(sender, 'sender.mobileNumber'), senderCountry);
    const senderEmail = optionalText(sender, 'sender.email', 254, false);
    if (senderEmail !== undefined) email(senderEmail, 'sender.email');

    const destinationCountry = destinationCountryOf(destination, 'mobile');
    if (!destinationCountry.imt) {
      throw new FieldProblem(
        'destination.countryCode',
        `must be one of ${IMT_CODES_TEXT}: mobile wallet transfers go only there`,
      );
    }
    requiredText(destination, 'destination.name');
    const destinationE164 = mobileNumber(
      requiredText(destination, 'destination.mobileNumber'),
      'destination.mobileNumber',
      destinationCountry,
    );
    const walletName = requiredText(destination, 'destination.walletName');
    const networks = WALLET_NETWORKS[destinationCountry.code] ?? [];
    if (!networks.some((n) => sameWalletName(n, walletName))) {
      throw new FieldProblem(
        'destination.walletName',
        `must be a mobile wallet of ${destinationCountry.code}: ${networks.join(', ')}`,
      );
    }
    requiredText(destination, 'destination.documentType', MAX_DOCUMENT_LENGTH);
    requiredText(destination, 'destination.documentNumber', MAX_DOCUMENT_LENGTH);

    transferAmount(transfer, 'MobileWallet', destinationCountry);
    if (!Object.hasOwn(transfer, 'reference')) {
      throw new FieldProblem(
        'transfer.reference',
        'is required: the IMT body carries the reference its signature covers (decision D3)',
      );
    }
    reference(requiredText(transfer, 'transfer.reference'), 'transfer.reference');
    calendarDate(requiredText(transfer, 'transfer.date'), 'transfer.date');
    optionalText(transfer, 'transfer.description', MAX_DESCRIPTION_LENGTH, true);
    return { body: root as unknown as ImtRequest, destinationCountry, destinationE164 };
  });
}

/**
 * The sender's number: of the sender's own country, or, written in international form with a
 * leading +, a valid mobile number of any country (a customer may keep a foreign line).
 */
function senderMobile(value: string, country: SandboxCountry): void {
  if (value.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(value);
    const type = parsed?.getType();
    if (
      /^\+\d{6,15}$/.test(value) &&
      parsed?.isValid() &&
      (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE')
    ) {
      return;
    }
  }
  mobileNumber(value, 'sender.mobileNumber', country);
}
