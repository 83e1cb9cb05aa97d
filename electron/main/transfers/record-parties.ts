import type { PossibleMatch, ScreenedParty } from '@shared/domain/screening';
import type { Journal } from '../journal/journal';
import type { ScreeningService } from '../screening/screening-service';
import type { TransferRecord } from '../journal/transfers-repo';
import { customerParty } from '../screening/parties';
import { signedBodyOf } from './receipt-view';

/**
 * D155: who a journaled transfer names, as partiesOf (screening/parties.ts) reads a draft: the customer block kept with
 * it (D77), and the parties of the body sealed at its reservation (D68), never the summary
 * columns beside it.
 */
export function partiesOfRecord(record: TransferRecord): ScreenedParty[] {
  const { text } = signedBodyOf(record);
  const { customer } = record;
  const sender: ScreenedParty[] = customer
    ? [customerParty(customer)]
    : record.kind === 'imt'
      ? [
          {
            role: 'sender',
            name: text('sender', 'name') ?? '',
            ...optionalParty('idNumber', text('sender', 'documentNumber')),
            ...optionalParty('country', text('sender', 'countryCode')),
          },
        ]
      : [];
  return [
    ...sender,
    {
      role: 'recipient',
      name: text('destination', 'name') ?? record.recipientName,
      ...optionalParty('idNumber', text('destination', 'documentNumber')),
      ...optionalParty('country', text('destination', 'countryCode')),
    },
  ];
}

function optionalParty<K extends 'idNumber' | 'country'>(
  key: K,
  value: string | null,
): Partial<Record<K, string>> {
  return value === null ? {} : ({ [key]: value } as Record<K, string>);
}

/**
 * D155: a journaled transfer's parties screened again against the lists in force, and the
 * possible matches its own screenings (the first and any later one, D159) did not find; none
 * without screening (a workstation whose services have none).
 */
export function matchesSinceScreened(
  screening: Pick<ScreeningService, 'matchesNotScreened'> | undefined,
  journal: Pick<Journal, 'sanctions'>,
  record: TransferRecord,
): PossibleMatch[] {
  return (
    screening?.matchesNotScreened(
      partiesOfRecord(record),
      journal.sanctions.screeningsOf(record.id),
    ) ?? []
  );
}
