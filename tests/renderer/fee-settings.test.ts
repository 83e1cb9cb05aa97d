import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill } from './form-helpers';
import { mountApp } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

async function openSettings(section: string) {
  const fake = createFakeRemitDesk();
  fake.signInAs('admin1');
  const mounted = await mountApp(fake, { path: `/settings/${section}` });
  return { fake, ...mounted };
}

/** D119: the admin's fees, one kind per product and currency, checked as main checks them. */
describe('the fees section', () => {
  it('shows only the chosen kind’s fields, refuses cents in UGX, and saves amounts as text', async () => {
    const { wrapper, fake } = await openSettings('tariff');
    expect(wrapper.find('[data-testid="tariff-imt-UGX-fee"]').exists()).toBe(false);
    await fill(wrapper, { 'tariff-imt-UGX-kind': 'fixed' });
    await fill(wrapper, { 'tariff-imt-UGX-fee': '1,500.50' });
    await click(wrapper, 'section-tariff');
    expect(fieldError(wrapper, 'imt.UGX.fee')).toMatch(/no cents/);
    expect(fake.callsOf('updateSettings')).toEqual([]);

    await fill(wrapper, { 'tariff-imt-UGX-fee': '1,500', 'tariff-rtgs-KES-kind': 'bands' });
    await fill(wrapper, { 'tariff-rtgs-KES-bands': '10,000 100\n250' });
    await click(wrapper, 'section-tariff');
    expect(fake.callsOf('updateSettings')).toEqual([
      {
        section: 'tariff',
        value: {
          rtgs: {
            KES: {
              kind: 'bands',
              bands: [
                { upTo: '10000.00', fee: '100.00' },
                { upTo: null, fee: '250.00' },
              ],
            },
          },
          imt: { UGX: { kind: 'fixed', fee: '1500.00' } },
        },
      },
    ]);
  });

  it('refuses a band typed with spaces between thousands, saving nothing (D154)', async () => {
    const { wrapper, fake } = await openSettings('tariff');
    await fill(wrapper, { 'tariff-rtgs-KES-kind': 'bands' });
    // "Up to 10 000, fee 500" read as the band "up to 10.00, fee 000" was saved, the 500 dropped.
    await fill(wrapper, { 'tariff-rtgs-KES-bands': '10 000 500\n1,000' });
    await click(wrapper, 'section-tariff');
    expect(fieldError(wrapper, 'rtgs.KES.bands')).toMatch(/each amount must be 0 or more/);
    expect(fake.callsOf('updateSettings')).toEqual([]);
  });
});
