import { afterEach, describe, expect, it } from 'vitest';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { createFakeRemitDesk, logRowFor } from './fake-remit-desk';
import { click, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

function row(n: number, waiting = false): TransferLogRow {
  return logRowFor(
    n,
    waiting ? { state: 'unknown', stateLabel: 'Outcome unknown', waiting: true } : {},
  );
}

describe('the receipt log screen', () => {
  it('reads the next page from where the last one ended and adds it below', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('super1');
    fake.override('transferLog', async (query) => ({
      ok: true,
      value:
        query.cursor === undefined
          ? { rows: [row(3), row(2)], nextCursor: '2', timeZone: 'Africa/Nairobi' }
          : { rows: [row(1)], nextCursor: null, timeZone: 'Africa/Nairobi' },
    }));
    const { wrapper } = await mountApp(fake, { path: '/log?state=waiting&currency=KES' });
    await settle();
    expect(fake.callsOf('transferLog')).toEqual([{ state: 'waiting', currency: 'KES' }]);
    expect(text(wrapper, 'log-summary')).toBe('2 transfers shown, newest first; more below.');
    await click(wrapper, 'log-more');
    await settle();
    expect(fake.callsOf('transferLog').at(-1)).toEqual({
      state: 'waiting',
      currency: 'KES',
      cursor: '2',
    });
    expect(
      wrapper.findAll('[data-testid="log-row"]').map((r) => r.attributes('data-reference')),
    ).toEqual([row(3).reference, row(2).reference, row(1).reference]);
    expect(text(wrapper, 'log-summary')).toBe('3 transfers, newest first.');
    expect(wrapper.find('[data-testid="log-more"]').exists()).toBe(false);
  });

  it('names each operator before the id, and groups the digits of amounts', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('super1');
    fake.override('transferLog', async () => ({
      ok: true,
      value: {
        rows: [
          { ...row(2), amount: '1234567.50' },
          { ...row(1), operatorId: 'left.long.ago' },
        ],
        nextCursor: null,
        timeZone: 'Africa/Nairobi',
      },
    }));
    const { wrapper } = await mountApp(fake, { path: '/log' });
    await settle();
    expect(wrapper.findAll('[data-testid="log-by"]').map((by) => by.text())).toEqual([
      'by Grace Clerk (clerk1)',
      // An id no operator has any more: the id, as the journal keeps it.
      'by left.long.ago',
    ]);
    expect(
      wrapper
        .find('[data-testid="log-operator"]')
        .findAll('option')
        .map((o) => o.text()),
    ).toContain('Sam Supervisor (super1)');
    // Amounts with thousands separators, as the clerk's screens show them.
    expect(wrapper.findAll('[data-testid="log-amount"]').map((amount) => amount.text())).toEqual([
      '1,234,567.50 KES',
      '100.00 KES',
    ]);
  });

  it('checks the words before asking main, and shows a clerk no operator filter', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/log' });
    await settle();
    expect(wrapper.find('[data-testid="log-operator"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="log-export"]').exists()).toBe(false);
    expect(fake.callsOf('logOperators')).toEqual([]);
    await wrapper.find('[data-testid="log-text"]').setValue('ab');
    await wrapper.find('form').trigger('submit');
    await settle();
    expect(text(wrapper, 'log-filter-error')).toContain('at least 3 characters');
    expect(fake.callsOf('transferLog')).toEqual([{}]);
  });
});

describe('the receipt log filters (D60)', () => {
  function withRows() {
    const fake = createFakeRemitDesk();
    fake.signInAs('super1');
    fake.override('transferLog', async () => ({
      ok: true,
      value: { rows: [row(2), row(1)], nextCursor: null, timeZone: 'Africa/Nairobi' },
    }));
    return fake;
  }

  it('takes the list and its export away while the days are the wrong way round', async () => {
    const fake = withRows();
    const { wrapper, router } = await mountApp(fake, { path: '/log' });
    await settle();
    expect(wrapper.findAll('[data-testid="log-row"]')).toHaveLength(2);
    expect(wrapper.find('[data-testid="log-export"]').exists()).toBe(true);

    await wrapper.find('[data-testid="log-from"]').setValue('2026-11-25');
    await wrapper.find('[data-testid="log-to"]').setValue('2026-11-24');
    await wrapper.find('form').trigger('submit');
    await settle();
    expect(text(wrapper, 'log-filter-error')).toBe('Last day must be on or after the first day.');
    expect(wrapper.find('[data-testid="log-to"]').attributes('aria-invalid')).toBe('true');
    expect(wrapper.find('[data-testid="log-from"]').attributes('aria-invalid')).toBeUndefined();
    // The rows of the last search would read as this one's: they go, and so does their export.
    expect(wrapper.find('[data-testid="log-table"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="log-export"]').exists()).toBe(false);
    expect(text(wrapper, 'log-summary')).toBe('Correct the filters to see transfers.');
    expect(fake.callsOf('transferLog')).toEqual([{}]);
    expect(router.currentRoute.value.query).toEqual({});

    await wrapper.find('[data-testid="log-to"]').setValue('2026-11-26');
    await wrapper.find('form').trigger('submit');
    await settle();
    expect(wrapper.find('[data-testid="log-filter-error"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="log-to"]').attributes('aria-invalid')).toBeUndefined();
    expect(fake.callsOf('transferLog').at(-1)).toEqual({ from: '2026-11-25', to: '2026-11-26' });
    expect(wrapper.findAll('[data-testid="log-row"]')).toHaveLength(2);
    expect(wrapper.find('[data-testid="log-export"]').exists()).toBe(true);
  });

  it('searches the same filters again after a refusal, and by amount as typed', async () => {
    const fake = withRows();
    const { wrapper, router } = await mountApp(fake, { path: '/log?amount=25%2C000' });
    await settle();
    expect(fake.callsOf('transferLog')).toEqual([{ amount: '25,000' }]);
    expect(
      (wrapper.find('[data-testid="log-find-amount"]').element as HTMLInputElement).value,
    ).toBe('25,000');
    await wrapper.find('[data-testid="log-find-amount"]').setValue('25 thousand');
    await wrapper.find('form').trigger('submit');
    await settle();
    expect(text(wrapper, 'log-filter-error')).toMatch(/^Type the amount in figures/);
    expect(wrapper.find('[data-testid="log-table"]').exists()).toBe(false);
    // Back to what the address holds: the list comes back though the address did not change.
    await wrapper.find('[data-testid="log-find-amount"]').setValue('25,000');
    await wrapper.find('form').trigger('submit');
    await settle();
    expect(router.currentRoute.value.query).toEqual({ amount: '25,000' });
    expect(fake.callsOf('transferLog')).toEqual([{ amount: '25,000' }, { amount: '25,000' }]);
    expect(wrapper.findAll('[data-testid="log-row"]')).toHaveLength(2);
  });

  it('keeps kind, state, operator, currency and marks behind "More filters"', async () => {
    const fake = withRows();
    const { wrapper } = await mountApp(fake, { path: '/log' });
    await settle();
    const toggle = wrapper.find('[data-testid="log-more-filters"]');
    const more = wrapper.find('#log-more');
    expect(toggle.text()).toBe('More filters');
    expect(toggle.attributes('aria-expanded')).toBe('false');
    expect(toggle.attributes('aria-controls')).toBe('log-more');
    expect((more.element as HTMLElement).style.display).toBe('none');
    await toggle.trigger('click');
    expect(toggle.attributes('aria-expanded')).toBe('true');
    expect((more.element as HTMLElement).style.display).toBe('');
    expect(more.find('[data-testid="log-state"]').exists()).toBe(true);
    expect(toggle.text()).toBe('Fewer filters');
  });

  it('opens "More filters" when the address sets one of them, and counts them when folded', async () => {
    const fake = withRows();
    const { wrapper } = await mountApp(fake, { path: '/log?state=waiting&currency=KES' });
    await settle();
    const toggle = wrapper.find('[data-testid="log-more-filters"]');
    expect(toggle.attributes('aria-expanded')).toBe('true');
    await toggle.trigger('click');
    expect(toggle.text()).toBe('More filters (2 set)');
  });
});
