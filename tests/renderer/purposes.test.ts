import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRemitDesk, defaultPurposes } from './fake-remit-desk';
import { click, fieldError, fill, text, WANJIRU_KE } from './form-helpers';
import { mountApp } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the purpose list on the RTGS form', () => {
  it('offers the service list with its age and no notice', async () => {
    const fake = createFakeRemitDesk();
    fake.state.purposes = { ...defaultPurposes(), ageMinutes: 3 };
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    const options = wrapper.find('[data-testid="transfer.purposeOfPaymentCode"]').findAll('option');
    expect(options.map((o) => o.text())).toContain('School fees (CSDK)');
    expect(text(wrapper, 'purposes-age')).toMatch(/^List from the service, 3 minutes ago \(/);
    expect(wrapper.find('[data-testid="purposes-notice"]').exists()).toBe(false);
  });

  it("shows main's notice and the list's age when it is served from the cache", async () => {
    const fake = createFakeRemitDesk();
    fake.state.purposes = {
      ...defaultPurposes(),
      source: 'cache',
      ageMinutes: 190,
      notice:
        'The service could not be reached, so this is the list saved 3 hours ago. Refresh it when the service is back.',
    };
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    expect(text(wrapper, 'purposes-notice')).toBe(fake.state.purposes.notice);
    expect(text(wrapper, 'purposes-age')).toMatch(
      /^Saved list from \d{4}-\d\d-\d\d \d\d:\d\d .*\(3 hours ago\)\.$/,
    );
  });

  it('says a saved list fresh enough is one, from its time, and warns of nothing', async () => {
    const fake = createFakeRemitDesk();
    fake.state.purposes = { ...defaultPurposes(), source: 'saved', ageMinutes: 20, notice: null };
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    expect(text(wrapper, 'purposes-age')).toMatch(
      /^Saved list from \d\d:\d\d .*\(20 minutes ago\)\.$/,
    );
    expect(wrapper.find('[data-testid="purposes-notice"]').exists()).toBe(false);
    expect(wrapper.text()).not.toContain('could not be reached');
  });

  it('refreshes on request, and keeps the list it has when the refresh fails', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    fake.refuse('refreshPurposes', {
      code: 'purposes-unavailable',
      message: 'The service did not answer. Try again in a minute.',
    });
    await click(wrapper, 'purposes-refresh');
    expect(fake.callsOf('refreshPurposes')).toHaveLength(1);
    expect(text(wrapper, 'purposes-error')).toBe(
      'The service did not answer. Try again in a minute.',
    );
    expect(
      wrapper.find('[data-testid="transfer.purposeOfPaymentCode"]').findAll('option'),
    ).toHaveLength(5);
  });

  it('asks for a refresh when no list could be loaded at all', async () => {
    const fake = createFakeRemitDesk();
    fake.refuse('listPurposes', {
      code: 'purposes-unavailable',
      message: 'No purpose list yet: the service did not answer.',
    });
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    expect(text(wrapper, 'purposes-error')).toBe(
      'No purpose list yet: the service did not answer.',
    );
    const select = wrapper.find('[data-testid="transfer.purposeOfPaymentCode"]');
    expect(select.findAll('option').map((o) => o.text())).toEqual([
      'No list loaded: refresh it below',
    ]);
    await fill(wrapper, { 'source-account': WANJIRU_KE });
    await click(wrapper, 'rtgs-form');
    expect(fieldError(wrapper, 'transfer.purposeOfPaymentCode')).toBe(
      'Purpose of payment is required.',
    );
    expect(fake.callsOf('sendTransfer')).toEqual([]);
  });
});
