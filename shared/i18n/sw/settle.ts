import type * as english from '../en/settle';
import type { SameShape } from '../messages';

/** A supervisor settling a transfer whose outcome is unknown, and what its tries were. */
export const settle: SameShape<typeof english.settle> = {
  /** What a settlement recorded, by its outcome. */
  outcome: {
    succeeded: 'Imethibitishwa na benki kuwa imepokelewa',
    failed: 'Imethibitishwa na benki: hakuna pesa iliyohamishwa',
    still_unknown: 'Imeulizwa benki: bado haijulikani',
    resend: 'Imetumwa tena kwa kumbukumbu ileile: benki ilithibitisha kuwa haikufika',
  },
  /** A journaled transport failure, by its kind (transport-failures.ts). */
  transportFailure: {
    refused: 'Muunganisho ulikataliwa',
    dns: 'Anwani ya huduma haikupatikana',
    'connect-timeout': 'Hakuna muunganisho ndani ya muda wa kuunganisha',
    'no-route': 'Hakuna njia ya mtandao kwenda kwa huduma',
    certificate: 'Cheti cha huduma kilikataliwa',
    proxy: 'Proksi ya tawi haikuweza kutumika',
    'not-started': 'Ombi halikutoka kamwe kwenye Remit Desk',
    timeout: 'Hakuna jibu ndani ya muda wa ombi',
    'connection-lost': 'Muunganisho ulikatika kabla ya jibu',
    other: 'Mtandao ulishindwa',
    tls: 'Muunganisho salama ulishindwa',
    unreachable: 'Huduma haikuweza kufikiwa',
  },
  note: {
    required: ({ label }) => `Jaza ${label}: andika benki ilichosema, na nani alisema.`,
    tooShort: ({ label, min }) =>
      `Katika ${label}, eleza benki ilichosema kwa angalau herufi ${min}.`,
  },
  transactionId: {
    required:
      'Namba ya muamala ya benki inahitajika: andika namba ambayo benki ilitoa kwa uhamisho huu ilipouthibitisha, hasa kama benki ilivyoiandika (herufi, tarakimu na . _ / -).',
    characters:
      'Namba ya muamala ya benki inaweza kuwa na herufi, tarakimu na . _ / - tu (kama benki inavyoitoa).',
    tooLong: ({ max }) => `Namba ya muamala ya benki isizidi herufi ${max}.`,
  },
  failure: 'Eleza benki ilichothibitisha: haukufika, au iliukataa.',
  chooseOutcome:
    'Chagua benki ilichothibitisha: imepokelewa (imefanikiwa), hakuna pesa iliyohamishwa (imeshindwa), au bado haijulikani.',
  /** A settle or re-send request with a field it does not have. */
  only: {
    succeeded: 'Uhamisho uliothibitishwa hurekodiwa kwa namba yake ya muamala na maelezo tu.',
    failed: 'Uhamisho ulioshindwa hurekodiwa kwa kile benki ilichothibitisha na maelezo tu.',
    still_unknown: 'Uhamisho ambao bado haujulikani hurekodiwa kwa maelezo tu.',
    resend: 'Kutuma tena huombwa kwa kumbukumbu na maelezo tu.',
    reconcile:
      'Jibu la benki kuhusu kumbukumbu isiyo katika daftari hili hurekodiwa kwa jibu, namba yake ya muamala na maelezo tu.',
  },
  bankAnswer:
    'Chagua benki ilichosema: ililipa uhamisho chini ya kumbukumbu hii, iliukataa, au haina uhamisho wowote chini yake.',
};
