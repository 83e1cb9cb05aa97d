import { describe, expect, it } from 'vitest';
import type { Tariff } from '@shared/domain/charges';
import { tariffSettingsSchema } from '@shared/schemas/charges-schemas';
import {
  bandsFrom,
  tariffFromForm,
  tariffToForm,
} from '../../renderer/src/views/admin/settings/tariff-form';

/** D119: the admin's tariff form holds the section as text and gives it back the same. */
describe('the tariff form', () => {
  it('gives back the tariff it was filled from', () => {
    const tariff: Tariff = {
      rtgs: { USD: { kind: 'fixed', fee: '25.00' } },
      imt: {
        TZS: { kind: 'percent', percent: '1.25', min: '500.00', max: '20000.00' },
        UGX: {
          kind: 'bands',
          bands: [
            { upTo: '100000.00', fee: '1500.00' },
            { upTo: null, fee: '3000.00' },
          ],
        },
      },
    };
    const form = tariffToForm(tariff);
    expect(form.imt.UGX?.bands).toBe('100,000.00 1,500.00\n3,000.00');
    expect(form.rtgs.KES?.kind).toBe('');
    expect(tariffFromForm(form)).toEqual(tariff);
  });

  it('reads band lines as typed, leaving what is not an amount for the schema to name', () => {
    expect(bandsFrom(' 1,000 30\n\n5000.5  45.5 \n 250 ')).toEqual([
      { upTo: '1000.00', fee: '30.00' },
      { upTo: '5000.50', fee: '45.50' },
      { upTo: null, fee: '250.00' },
    ]);
    expect(bandsFrom('ten 30')).toEqual([{ upTo: 'ten', fee: '30.00' }]);
  });

  it('refuses a band line of more than two figures rather than dropping one (D154)', () => {
    // Thousands set apart by spaces, as a French-speaking admin writes them: "up to 10 000, 500".
    const bands = bandsFrom('10 000 500\n1,000');
    expect(bands).toEqual([
      { upTo: '10.00', fee: '000 500' },
      { upTo: null, fee: '1000.00' },
    ]);
    const form = tariffToForm({ rtgs: {}, imt: {} });
    form.rtgs.KES = { ...form.rtgs.KES!, kind: 'bands', bands: '10 000 500\n1,000' };
    expect(() => tariffSettingsSchema.validateSync(tariffFromForm(form))).toThrow(
      'RTGS fee in Kenyan shillings (KES): each amount must be 0 or more',
    );
  });
});
