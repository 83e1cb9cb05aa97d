import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsView, WorkstationSettings } from '@shared/domain/settings';
import { DEFAULT_SETTINGS } from '@shared/domain/settings';
import WorkstationSection from '../../renderer/src/views/admin/settings/WorkstationSection.vue';
import { createFakeRemitDesk } from './fake-remit-desk';
import type { FakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

async function openSettings(section = '', fake: FakeRemitDesk = createFakeRemitDesk()) {
  fake.signInAs('admin1');
  const mounted = await mountApp(fake, { path: `/settings/${section}` });
  return { fake, ...mounted };
}

const KISUMU = {
  'workstation-number': '42',
  'workstation-branch-name': 'Kisumu',
  'workstation-branch-code': 'KSM-01',
  'workstation-country': 'KE',
};

/** Chooses a file in an `<input type=file>` as a person would. */
async function chooseFile(
  wrapper: Awaited<ReturnType<typeof mountApp>>['wrapper'],
  name: string,
  content: string,
) {
  const input = wrapper.find('[data-testid="holiday-file"]');
  const file = new File([content], name, { type: 'text/plain' });
  Object.defineProperty(input.element, 'files', { value: [file], configurable: true });
  await input.trigger('change');
  await settle();
}

describe('the settings page', () => {
  it('is linked from the admin’s header, lists its sections and opens the workstation first', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    const { wrapper, router } = await mountApp(fake, { path: '/operators' });
    await click(wrapper, 'nav-settings');
    expect(router.currentRoute.value.name).toBe('settings');
    const links = wrapper.findAll('.settings__link').map((link) => link.text());
    expect(links).toEqual([
      'Workstation',
      'Bank identity for receipts',
      'RTGS calendar needs attention',
      'Amount limits',
      'Account number formats',
      'Network timeouts',
      'Sign-in sessions',
      'Automatic journal backup',
      'Approval and reporting thresholds',
      'Sanctions screening',
      'Fees',
      'Exchange rates',
      'Source accounts',
      'Banks',
      'Mobile wallets',
    ]);
    expect(wrapper.find('[data-testid="section-workstation"]').exists()).toBe(true);
    // Visible labels, in the words an admin reads.
    expect(wrapper.find('label[for="field-number"]').text()).toBe('Workstation number');
    expect(wrapper.find('label[for="field-branchName"]').text()).toBe('Branch name');
  });

  it('puts a wrong value’s message next to its field, and saves a right one', async () => {
    const { wrapper, fake } = await openSettings('workstation');
    await fill(wrapper, { ...KISUMU, 'workstation-number': '7' });
    await click(wrapper, 'section-workstation');
    expect(fieldError(wrapper, 'number')).toBe(
      'Workstation number must be a whole number from 10 to 99.',
    );
    expect(fake.callsOf('updateSettings')).toEqual([]);
    await fill(wrapper, { 'workstation-number': '42' });
    await click(wrapper, 'section-workstation');
    expect(fake.callsOf('updateSettings')).toEqual([
      {
        section: 'workstation',
        value: {
          number: 42,
          branchName: 'Kisumu',
          branchCode: 'KSM-01',
          countryCode: 'KE',
          receiptPaper: 'a4',
          // D86: the branch's language, English until the admin chooses another.
          language: 'en',
        },
      },
    ]);
    expect(text(wrapper, 'section-saved')).toBe('Saved.');
  });

  it('maps the field errors main answers onto the fields', async () => {
    const fake = createFakeRemitDesk();
    fake.refuse('updateSettings', {
      code: 'invalid-request',
      message: 'Branch code KSM-01 is used by another branch.',
      fields: [{ path: 'branchCode', message: 'Branch code KSM-01 is used by another branch.' }],
    });
    const { wrapper } = await openSettings('workstation', fake);
    await fill(wrapper, KISUMU);
    await click(wrapper, 'section-workstation');
    expect(fieldError(wrapper, 'branchCode')).toBe('Branch code KSM-01 is used by another branch.');
    expect(text(wrapper, 'error-summary')).toContain('Remit Desk refused these settings');
    expect(document.activeElement?.id).toBe('form-errors');
  });

  it('keeps the RTGS calendar per country, and refuses a cut-off before the opening time', async () => {
    const branch = createFakeRemitDesk();
    // D52: holidays are asked for where an RTGS can go: the countries of the source accounts.
    branch.state.branchLists['sandbox'] = {
      sourceAccounts: [
        { countryCode: 'KE', accountNumber: '0011547896523', holderName: 'Jane', currency: 'KES' },
        { countryCode: 'UG', accountNumber: '3100456789012', holderName: 'Grace', currency: 'UGX' },
      ],
      banks: [],
      wallets: [],
    };
    const { wrapper, fake } = await openSettings('rtgsCalendar', branch);
    expect(text(wrapper, 'holiday-warning')).toContain(
      'No public holidays are entered for the coming year for Kenya (KE) and Uganda (UG).',
    );
    expect(text(wrapper, 'calendar-country-UG')).toBe('Uganda (UG) no holidays ahead');
    expect(text(wrapper, 'calendar-country-TZ')).toBe('Tanzania (TZ)');
    await click(wrapper, 'calendar-country-UG');
    // The country's zone in words, not by its IANA name (Africa/Kampala).
    expect(wrapper.find('#field-UG-opensAt-hint').text()).toBe(
      "HH:MM, Uganda's time: East Africa Time (EAT).",
    );
    await fill(wrapper, { 'calendar-UG-opens': '08:30', 'calendar-UG-cut-off': '08:00' });
    await click(wrapper, 'section-rtgs-calendar');
    expect(fieldError(wrapper, 'UG.cutOff')).toBe(
      'Uganda: the cut-off time (08:00) must be after the opening time (08:30).',
    );
    await fill(wrapper, { 'calendar-UG-cut-off': '14:30' });
    await click(wrapper, 'calendar-UG-add');
    expect(document.activeElement?.id).toBe('field-UG-holidays-0-date');
    await fill(wrapper, {
      'holiday-UG-0-date': '2026-12-25',
      'holiday-UG-0-name': 'Christmas Day',
    });
    await click(wrapper, 'section-rtgs-calendar');
    const [saved] = fake.callsOf('updateSettings') as {
      value: SettingsView['settings']['rtgsCalendar'];
    }[];
    expect(saved!.value.UG).toEqual({
      opensAt: '08:30',
      cutOff: '14:30',
      holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
    });
    expect(saved!.value.KE).toEqual(DEFAULT_SETTINGS.rtgsCalendar.KE);
    // Uganda has a holiday ahead now; Kenya still has none.
    expect(text(wrapper, 'holiday-warning')).not.toContain('Uganda');
    expect(text(wrapper, 'calendar-country-KE')).toBe('Kenya (KE) no holidays ahead');
  });

  it('imports a holiday file for the country shown, or names its bad lines and imports nothing', async () => {
    const { wrapper, fake } = await openSettings('rtgsCalendar');
    await click(wrapper, 'calendar-country-TZ');
    await chooseFile(
      wrapper,
      'tz-2027.txt',
      '2027-01-12 Zanzibar Revolution Day\n2027-13-01 Nope\n',
    );
    const refused = text(wrapper, 'holiday-import-result');
    expect(refused).toContain(
      'Nothing was imported from tz-2027.txt. Correct these lines and choose the file again:',
    );
    expect(refused).toContain('Line 2: 2027-13-01 is not a real day of the calendar.');
    expect(fake.state.settings.rtgsCalendar.TZ.holidays).toEqual([]);
    await chooseFile(
      wrapper,
      'tz-2027.txt',
      '2027-01-12 Zanzibar Revolution Day\n2027-04-26 Union Day\n',
    );
    expect(fake.callsOf('importHolidays')).toHaveLength(2);
    expect(text(wrapper, 'holiday-import-result')).toBe(
      'tz-2027.txt is imported: Tanzania (TZ) has 2 public holidays now (2 new).',
    );
    expect(wrapper.find('[data-testid="holiday-TZ-1-name"]').element).toHaveProperty(
      'value',
      'Union Day',
    );
  });

  it('takes amounts as a teller writes them, and puts a maximum below its minimum on the maximum', async () => {
    const { wrapper, fake } = await openSettings('limits');
    expect(
      (wrapper.find('[data-testid="limits-imt-KES-max"]').element as HTMLInputElement).value,
    ).toBe('250,000.00');
    await fill(wrapper, { 'limits-imt-KES-min': '300,000' });
    await click(wrapper, 'section-limits');
    expect(fieldError(wrapper, 'imt.KES.max')).toBe(
      'Mobile-wallet (IMT) maximum in Kenyan shillings (KES) (250,000.00) must not be below the minimum (300,000.00).',
    );
    await fill(wrapper, { 'limits-imt-KES-min': '20', 'limits-imt-KES-max': '150,000' });
    await click(wrapper, 'section-limits');
    const [saved] = fake.callsOf('updateSettings') as {
      value: SettingsView['settings']['limits'];
    }[];
    expect(saved!.value.imt.KES).toEqual({ min: '20.00', max: '150000.00' });
    expect(saved!.value.rtgs.USD).toEqual(DEFAULT_SETTINGS.limits.rtgs.USD);
  });

  it('sets no threshold for an empty field, takes amounts as a teller writes them, and refuses a bad one on its field', async () => {
    const { wrapper, fake } = await openSettings('controls');
    expect(
      (wrapper.find('[data-testid="controls-approval-rtgs-KES"]').element as HTMLInputElement)
        .value,
    ).toBe('');
    await fill(wrapper, { 'controls-reportable-KES': '1,000,000.5x' });
    await click(wrapper, 'section-controls');
    expect(fieldError(wrapper, 'reportableFrom.KES')).toMatch(/two decimals/);
    expect(fake.callsOf('updateSettings')).toEqual([]);
    // D46: the repeat check's window starts at the branch's day, and holds whole days only.
    expect(
      (wrapper.find('[data-testid="controls-repeat-days"]').element as HTMLInputElement).value,
    ).toBe('1');
    await fill(wrapper, {
      'controls-reportable-KES': '1,000,000',
      'controls-approval-rtgs-KES': '500,000',
      'controls-approval-imt-UGX': '2,000,000',
      'controls-repeat-days': '0',
    });
    await click(wrapper, 'section-controls');
    expect(fieldError(wrapper, 'repeatWindowDays')).toBe(
      'Days the repeat check looks back must be a whole number from 1 (today only) to 31.',
    );
    expect(fake.callsOf('updateSettings')).toEqual([]);
    // D77: above this amount the customer block also asks occupation and source of funds.
    await fill(wrapper, {
      'controls-repeat-days': '3',
      'controls-customer-details-KES': '250,000',
    });
    await click(wrapper, 'section-controls');
    const [saved] = fake.callsOf('updateSettings') as { section: string; value: unknown }[];
    expect(saved).toEqual({
      section: 'controls',
      value: {
        approvalAbove: { rtgs: { KES: '500000.00' }, imt: { UGX: '2000000.00' } },
        reportableFrom: { KES: '1000000.00' },
        customerDetailsAbove: { KES: '250000.00' },
        repeatWindowDays: 3,
      },
    });
  });

  it('edits a branch list as a table, and puts a wrong cell’s message in its cell', async () => {
    const fake = createFakeRemitDesk();
    fake.state.branchLists['sandbox'] = {
      sourceAccounts: [],
      banks: [{ countryCode: 'KE', code: '01', name: 'Kenya Commercial Example Bank' }],
      wallets: [],
    };
    const { wrapper } = await openSettings('banks', fake);
    expect(wrapper.findAll('[data-testid^="list-banks-row-"]')).toHaveLength(1);
    await click(wrapper, 'list-banks-add');
    expect(document.activeElement?.id).toBe('field-entries-1-countryCode');
    await fill(wrapper, {
      'list-banks-1-countryCode': 'KE',
      'list-banks-1-name': 'Equity Example Bank',
      'list-banks-1-code': '6 8',
    });
    await click(wrapper, 'section-list-banks');
    expect(fieldError(wrapper, 'entries[1].code')).toBe(
      'Bank code must be 2 to 11 letters or digits.',
    );
    await fill(wrapper, { 'list-banks-1-code': '68' });
    await click(wrapper, 'section-list-banks');
    expect(fake.callsOf('saveBranchList')).toEqual([
      {
        environment: 'sandbox',
        list: 'banks',
        entries: [
          { countryCode: 'KE', code: '01', name: 'Kenya Commercial Example Bank' },
          { countryCode: 'KE', name: 'Equity Example Bank', code: '68' },
        ],
      },
    ]);
    expect(text(wrapper, 'section-saved')).toBe('Saved.');
  });

  it('fills a source account’s currency from its country', async () => {
    const { wrapper, fake } = await openSettings('sourceAccounts');
    // Whose lists these are, in words rather than the setting's value (`sandbox`).
    expect(wrapper.find('.settings-section__purpose').text()).toMatch(
      /These are the lists for the built-in sandbox bank\.$/,
    );
    await click(wrapper, 'list-sourceAccounts-add');
    await fill(wrapper, {
      'list-sourceAccounts-0-countryCode': 'RW',
      'list-sourceAccounts-0-holderName': 'Kigali Branch Remittances',
      'list-sourceAccounts-0-accountNumber': '4001122334455',
    });
    expect(wrapper.find('.list__derived').text()).toBe('Rwandan franc (RWF)');
    await click(wrapper, 'section-list-sourceAccounts');
    expect((fake.callsOf('saveBranchList')[0] as { entries: unknown[] }).entries).toEqual([
      {
        countryCode: 'RW',
        holderName: 'Kigali Branch Remittances',
        accountNumber: '4001122334455',
        currency: 'RWF',
      },
    ]);
  });
});

describe('a settings section on its own, as a wizard step', () => {
  it('takes its value and a save, and says when it is saved', async () => {
    const calls: WorkstationSettings[] = [];
    const view = { settings: { workstation: {} } } as SettingsView;
    const wrapper = mount(WorkstationSection, {
      attachTo: document.body,
      props: {
        value: DEFAULT_SETTINGS.workstation,
        save: async (value: WorkstationSettings) => {
          calls.push(value);
          return { ok: true as const, value: view };
        },
      },
    });
    await fill(wrapper, KISUMU);
    await wrapper.find('form').trigger('submit');
    await settle();
    expect(calls).toEqual([
      {
        number: 42,
        branchName: 'Kisumu',
        branchCode: 'KSM-01',
        countryCode: 'KE',
        receiptPaper: 'a4',
        language: 'en',
      },
    ]);
    expect(wrapper.emitted('saved')).toEqual([[view]]);
  });
});
