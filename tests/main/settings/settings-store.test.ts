import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/domain/settings';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { openTempJournal, tempDataDir } from '../journal/fixtures';

const NOW = Date.parse('2026-11-23T08:00:00Z');

describe('settings store', () => {
  it('starts on the sandbox with the defaults, and keeps what an admin saves across restarts', () => {
    const dir = tempDataDir();
    const journal = openTempJournal(dir);
    const store = createSettingsStore(journal, () => NOW);
    expect(store.current()).toEqual({ ok: true, value: DEFAULT_SETTINGS });

    expect(store.update('workstation', 42, 'admin-1').ok).toBe(true);
    expect(
      store.update(
        'endpoints',
        {
          test: { baseUrl: 'https://uat.bank.example/', tokenPath: '/auth/token' },
          live: null,
        },
        'admin-1',
      ).ok,
    ).toBe(true);
    journal.close();

    const reopened = createSettingsStore(openTempJournal(dir), () => NOW).current();
    expect(reopened.ok && reopened.value.workstation).toBe(42);
    expect(reopened.ok && reopened.value.endpoints.test?.baseUrl).toBe('https://uat.bank.example/');
  });

  it('refuses a bad value with a message naming the setting, and keeps the old one', () => {
    const store = createSettingsStore(openTempJournal(), () => NOW);
    store.update('workstation', 42, 'admin-1');
    const refused = store.update('workstation', 7, 'admin-1');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.message).toMatch(/Workstation number must be 10 to 99/);
    expect(store.review().settings.workstation).toBe(42);

    const http = store.update(
      'endpoints',
      { test: { baseUrl: 'http://uat.bank.example', tokenPath: '/t' }, live: null },
      'admin-1',
    );
    expect(!http.ok && http.error.message).toMatch(/https:\/\//);
    const limit = store.update('maxAmounts', { KES: '1e6' }, 'admin-1');
    expect(!limit.ok && limit.error.message).toMatch(/Amount limit for KES/);
    const currency = store.update('maxAmounts', { EUR: '100.00' }, 'admin-1');
    expect(!currency.ok && currency.error.message).toMatch(/"EUR" is not one of/);
    const pattern = store.update('accountPatterns', { KE: '(' }, 'admin-1');
    expect(!pattern.ok && pattern.error.message).toMatch(/Kenya is not a valid pattern/);
    const window = store.update(
      'rtgsWindow',
      { openHour: 15, closeHour: 9, holidays: [] },
      'admin-1',
    );
    expect(!window.ok && window.error.message).toMatch(/closing hour/);
    const extra = store.update(
      'network',
      { connectTimeoutMs: 5000, requestTimeoutMs: 30000, proxy: 'x' },
      'admin-1',
    );
    expect(extra.ok).toBe(false);
  });

  it('audits each change with who made it and the new value', () => {
    const journal = openTempJournal();
    const store = createSettingsStore(journal, () => NOW);
    store.update('branchName', 'Nairobi CBD', 'admin-7');
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'admin-7',
      action: 'settings.updated',
      details: { section: 'branchName', value: 'Nairobi CBD' },
      at: '2026-11-23T08:00:00.000Z',
    });
  });

  it('stops work, naming the section, when a stored value was damaged behind its back', () => {
    const journal = openTempJournal();
    journal.settings.set('maxAmounts', { KES: 5000 }, '2026-11-23T08:00:00.000Z', 'admin-7');
    journal.settings.set('network', 'not json?', '2026-11-23T08:00:00.000Z', 'admin-7');
    const store = createSettingsStore(journal, () => NOW);
    const current = store.current();
    expect(current.ok).toBe(false);
    if (current.ok) return;
    expect(current.error.message).toMatch(/will not send until an admin corrects/);
    expect(current.error.message).toMatch(/Amount limits:/);
    expect(current.error.problems.map((p) => p.section)).toEqual(['maxAmounts', 'network']);
    // The admin still sees every other section, and can correct the bad ones.
    expect(store.review().settings.environment).toBe('sandbox');
    store.update('maxAmounts', { KES: '5000.00' }, 'admin-1');
    store.update('network', DEFAULT_SETTINGS.network, 'admin-1');
    expect(store.current().ok).toBe(true);
  });

  it('keeps a session lifetime of whole hours from 1 to 24, 12 until an admin sets one', () => {
    const store = createSettingsStore(openTempJournal(), () => NOW);
    expect(store.review().settings.sessions).toEqual({ lifetimeHours: 12 });
    expect(store.update('sessions', { lifetimeHours: 8 }, 'admin-1').ok).toBe(true);
    expect(store.review().settings.sessions).toEqual({ lifetimeHours: 8 });
    const range = 'Session lifetime must be a whole number of hours from 1 to 24.';
    for (const lifetimeHours of [0, 25, 7.5, '8', null]) {
      const refused = store.update('sessions', { lifetimeHours }, 'admin-1');
      expect(!refused.ok && refused.error.message).toBe(
        lifetimeHours === null ? 'Session lifetime is required.' : range,
      );
    }
    const extra = store.update('sessions', { lifetimeHours: 8, idleMinutes: 5 }, 'admin-1');
    expect(!extra.ok && extra.error.message).toBe(
      'Sign-in session settings hold only the session lifetime.',
    );
    expect(store.review().settings.sessions).toEqual({ lifetimeHours: 8 });
  });
});
