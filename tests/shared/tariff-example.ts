import type { Tariff } from '@shared/domain/charges';

/** D119: a tariff of each kind of fee, as an admin saves it. */
export const TARIFF_OF_EACH_KIND: Tariff = {
  rtgs: { KES: { kind: 'percent', percent: '0.5', min: '100.00', max: '1500.00' } },
  imt: {
    KES: { kind: 'fixed', fee: '30.00' },
    UGX: {
      kind: 'bands',
      bands: [
        { upTo: '100000.00', fee: '1500.00' },
        { upTo: null, fee: '3000.00' },
      ],
    },
  },
};
