import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text } from './form-helpers';
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
      /^Nothing wrong found\s+All 1,234 audit rows were checked at 2026-11-23 11:15 EAT: none was changed, removed or added out of turn\.$/,
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

  it('offers no restore confirmation for a journal with an edited row', async () => {
    const fake = signedInAdmin();
    fake.state.journal.problem = {
      firstBadRow: 3,
      message: 'Audit row 3 was changed after it was written. Call support.',
    };
    const { wrapper } = await mountApp(fake, { path: '/journal' });
    expect(text(wrapper, 'journal-problem')).toContain(
      'The journal failed its check at audit row 3',
    );
    expect(wrapper.find('[data-testid="journal-restore"]').exists()).toBe(false);
  });

  it('names no audit row for a finding that has none: a row changed, or head office’s refusal', async () => {
    const fake = signedInAdmin();
    fake.state.journal.problem = {
      firstBadRow: 0,
      alteredRow: { table: 'transfers', key: 'KSM01-20261124-000001' },
      message: 'Transfer KSM01-20261124-000001 was changed outside Remit Desk. Call support.',
    };
    const altered = await mountApp(fake, { path: '/journal' });
    expect(altered.wrapper.find('[data-testid="journal-problem"] .notice__title').text()).toBe(
      'A row of the journal was changed outside Remit Desk',
    );
    altered.wrapper.unmount();

    fake.state.journal.problem = {
      firstBadRow: 0,
      message: 'Head office has revoked this workstation. Ask head office.',
    };
    const { wrapper } = await mountApp(fake, { path: '/journal' });
    expect(wrapper.find('[data-testid="journal-problem"] .notice__title').text()).toBe(
      'The journal is stopped',
    );
    expect(text(wrapper, 'journal-problem')).not.toContain('audit row 0');
    expect(wrapper.find('[data-testid="journal-restore"]').exists()).toBe(false);
  });

  it('lets the admin confirm a restored backup by typing the word, and says what happened', async () => {
    const fake = signedInAdmin();
    fake.state.journal.problem = {
      firstBadRow: 41,
      message: 'Audit rows 41 to 57, the last ones written, are missing. … a backup was restored.',
      endsBeforeHead: { lastRow: 40, headRow: 57 },
    };
    const { wrapper } = await mountApp(fake, { path: '/journal' });
    expect(wrapper.find('[data-testid="journal-problem"] .notice__title').text()).toBe(
      'The journal ends at audit row 40, before the last row this workstation wrote',
    );
    expect(text(wrapper, 'journal-restore')).toContain(
      'Every row the journal holds is sound, but it ends at audit row 40 and this workstation wrote up to row 57.',
    );

    // The form checks the word with main's schema: nothing is sent for anything else.
    await fill(wrapper, { 'journal-restore-confirmation': 'restored' });
    await click(wrapper, 'journal-restore-form');
    expect(fieldError(wrapper, 'confirmation')).toBe(
      'Type RESTORED, in capitals, to confirm that this journal is a backup you restored.',
    );
    expect(fake.callsOf('confirmJournalRestore')).toHaveLength(0);
    expect(document.activeElement?.id).toBe('field-confirmation');

    await fill(wrapper, { 'journal-restore-confirmation': 'RESTORED' });
    await click(wrapper, 'journal-restore-form');
    expect(fake.callsOf('confirmJournalRestore')).toEqual([{ confirmation: 'RESTORED' }]);
    const done = wrapper.find('[data-testid="journal-restore-result"]');
    expect(done.attributes('role')).toBe('status');
    expect(done.text()).toMatch(
      /^Restored backup confirmed\s+All 40 audit rows were checked at 2026-11-23 11:15 EAT\. The confirmation is audit row 41, by Ada Admin \(admin1\): it replaces the keychain’s record of row 57 as the journal’s last row\./,
    );
    expect(document.activeElement).toBe(done.element);
    expect(wrapper.find('[data-testid="journal-problem"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="journal-restore"]').exists()).toBe(false);
  });

  it("shows main's refusal of a confirmation, with the field emptied for another try", async () => {
    const fake = signedInAdmin();
    fake.state.journal.problem = {
      firstBadRow: 41,
      message: 'Audit rows 41 to 57, the last ones written, are missing.',
      endsBeforeHead: { lastRow: 40, headRow: 57 },
    };
    const refusal =
      'This journal cannot be confirmed as a restored backup. Audit row 12 was changed after it was written.';
    fake.refuse('confirmJournalRestore', { code: 'not-a-restored-backup', message: refusal });
    const { wrapper } = await mountApp(fake, { path: '/journal' });
    await fill(wrapper, { 'journal-restore-confirmation': 'RESTORED' });
    await click(wrapper, 'journal-restore-form');
    expect(text(wrapper, 'journal-restore-error')).toBe(refusal);
    expect(
      (wrapper.find('[data-testid="journal-restore-confirmation"]').element as HTMLInputElement)
        .value,
    ).toBe('');
  });
});
