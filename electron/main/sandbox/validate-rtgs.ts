import type { RtgsRequest } from '@shared/api/rtgs-request';
import type { Result } from '@shared/result';
import type { SandboxCountry } from './countries';
import {
  BodyReader,
  destinationCountryOf,
  FieldProblem,
  firstProblem,
  transferAmount,
  MAX_DESCRIPTION_LENGTH,
  accountNumber,
  calendarDate,
  reference,
  requiredText,
  supportedCountry,
  type JsonObject,
} from './field-checks';
import { isSandboxPurpose } from './purposes';
import { BANKS, findBank } from './seed-accounts';
import { SANDBOX_CURRENCIES } from './countries';

const GROUPS = {
  source: ['countryCode', 'currency', 'name', 'accountNumber'],
  destination: ['type', 'countryCode', 'name', 'bankCode', 'accountNumber'],
  transfer: [
    'type',
    'amount',
    'currencyCode',
    'reference',
    'date',
    'description',
    'purposeOfPaymentCode',
  ],
} as const;

export interface ValidRtgs {
  body: RtgsRequest;
  destinationCountry: SandboxCountry;
}

/**
 * Every RTGS field as the interface lists it (all strings, all required) and as the decisions
 * narrow it: D4 reference, D9 amount, D11 account numbers, RTGS domestic, currency of the
 * destination country, a purpose code from the sandbox's own list. The first problem wins, in the
 * interface's field order, so the clerk fixes one field at a time.
 */
export function validateRtgs(root: JsonObject): Result<ValidRtgs, FieldProblem> {
  return firstProblem(() => {
    const { source, destination, transfer } = new BodyReader(root, 'RTGS').groups(GROUPS);

    const sourceCountry = supportedCountry(
      requiredText(source, 'source.countryCode'),
      'source.countryCode',
    );
    const sourceCurrency = requiredText(source, 'source.currency');
    if (!SANDBOX_CURRENCIES.includes(sourceCurrency)) {
      throw new FieldProblem('source.currency', `must be one of ${SANDBOX_CURRENCIES.join(', ')}`);
    }
    requiredText(source, 'source.name');
    accountNumber(requiredText(source, 'source.accountNumber'), 'source.accountNumber');

    const destinationCountry = destinationCountryOf(destination, 'bank');
    if (destinationCountry.code !== sourceCountry.code) {
      throw new FieldProblem(
        'destination.countryCode',
        `must equal source.countryCode (${sourceCountry.code}): RTGS sends within one country`,
      );
    }
    requiredText(destination, 'destination.name');
    const bankCode = requiredText(destination, 'destination.bankCode');
    if (!findBank(destinationCountry.code, bankCode)) {
      const known = BANKS.filter((b) => b.countryCode === destinationCountry.code).map(
        (b) => b.bankCode,
      );
      throw new FieldProblem(
        'destination.bankCode',
        `is not a bank code in ${destinationCountry.code} (known: ${known.join(', ')}; see GET /sandbox/accounts)`,
      );
    }
    accountNumber(
      requiredText(destination, 'destination.accountNumber'),
      'destination.accountNumber',
    );

    transferAmount(transfer, 'RTGS', destinationCountry);
    reference(requiredText(transfer, 'transfer.reference'), 'transfer.reference');
    calendarDate(requiredText(transfer, 'transfer.date'), 'transfer.date');
    requiredText(transfer, 'transfer.description', MAX_DESCRIPTION_LENGTH);
    const purpose = requiredText(transfer, 'transfer.purposeOfPaymentCode');
    if (!isSandboxPurpose(purpose)) {
      throw new FieldProblem(
        'transfer.purposeOfPaymentCode',
        'is not a payment purpose code; use a code from the payment purpose list (for example OTHR)',
      );
    }
    return { body: root as unknown as RtgsRequest, destinationCountry };
  });
}
