import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click, text } from './form-helpers';
import { mountApp } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

function signedInAdmin() {
  const fake = createFakeRemitDesk();
  fake.signInAs('admin1');
  return fake;
}

describe('the admin’s journal check', () => {
  it('is a link next to Operators, for admins only', async () => {
    const fake = signedInAdmin();
    const { wrapper, router } = await mountApp(fake, { path: '/operators' });
    await click(wrapper, 'nav-journal-check');
    expect(router.currentRoute.value.name).toBe('journal-check');

    const clerk = createFakeRemitDesk();
    clerk.signInAs('clerk1');
    document.body.innerHTML = '';
    const other = await mountApp(clerk, { path: '/journal' });
    expect(other.wrapper.find('[data-testid="nav-journal-check"]').exists()).toBe(false);
    expect(other.router.currentRoute.value.name).toBe('send-rtgs');
  });

  it('says what the start found, then checks every row and says so in words', async () => {
    const fake = signedInAdmin();
    const { wrapper } = await mountApp(fake, { path: '/journal' });
    expect(text(wrapper, 'journal-state')).toBe(
      'The check at this start read the 4 audit rows written since the last check, and found nothing wrong.',
    );
    await click(wrapper, 'check-journal');
    expect(fake.callsOf('checkJournal')).toHaveLength(1);
    const result = wrapper.find('[data-testid="journal-check-result"]');
    expect(result.attributes('role')).toBe('status');
    expect(result.text()).toMatch(
      /^Nothing wrong found\s+All 1,234 audit rows were checked at 2026-11-23 \d\d:15: none was changed, removed or added out of turn\.$/,
    );
    // The outcome takes the focus, so it is read out at once.
    expect(document.activeElement).toBe(result.element);
  });

  it('names the first bad row and what to do', async () => {
    const fake = signedInAdmin();
    const message =
      'Audit row 57 was changed after it was written. Keep the file as it is and call support.';
    fake.state.nextJournalCheck = {
      ok: false,
      firstBadRow: 57,
      message,
      checkedAt: '2026-11-23T08:15:00.000Z',
    };
    const { wrapper } = await mountApp(fake, { path: '/journal' });
    await click(wrapper, 'check-journal');
    const result = wrapper.find('[data-testid="journal-check-result"]');
    expect(result.attributes('role')).toBe('alert');
    expect(result.find('.notice__title').text()).toBe(
      'The journal failed its check at audit row 57',
    );
    expect(result.find('.notice__text').text()).toBe(message);
    // The result is the latest word: the finding is not shown twice.
    expect(wrapper.find('[data-testid="journal-problem"]').exists()).toBe(false);
  });
});
