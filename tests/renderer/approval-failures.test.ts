import { describe, expect, it } from 'vitest';
import { createFakeRemitDesk } from './fake-remit-desk';
import { text } from './form-helpers';
import { mountApp } from './mount-app';

/**
 * D73: the supervisor's start page shows the wrong passwords typed into the approval dialog at
 * this workstation, with any pause of approvals first, naming people as the other desk screens
 * do; a quiet day shows nothing.
 */
describe("the supervisor's start page: failed approvals", () => {
  it('shows nothing when no approval failed', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('super1');
    const { wrapper } = await mountApp(fake, { path: '/supervisor' });
    expect(wrapper.find('[data-testid="approval-failures"]').exists()).toBe(false);
  });

  it('lists each failure by person, and says first until when approvals are paused', async () => {
    const fake = createFakeRemitDesk();
    fake.state.approvalFailures = {
      failures: [
        {
          at: '2026-11-24T08:05:00.000Z',
          approverTried: 'super1',
          requesterId: 'clerk1',
          purpose: 'Amount above the approval threshold',
        },
        {
          at: '2026-11-24T08:04:00.000Z',
          approverTried: null,
          requesterId: 'clerk1',
          purpose: 'Amount above the approval threshold',
        },
      ],
      pausedUntil: null,
      pausedApprovers: [{ operatorId: 'super1', until: '2026-11-24T08:20:00.000Z' }],
      timeZone: 'Africa/Nairobi',
    };
    fake.signInAs('super1');
    const { wrapper } = await mountApp(fake, { path: '/supervisor' });
    const section = wrapper.find('[data-testid="approval-failures"]');
    expect(section.find('h2').text()).toBe('Wrong approval passwords at this workstation');
    expect(text(wrapper, 'approvals-paused-approver')).toBe(
      'Approvals by Sam Supervisor (super1) at this workstation are paused until 11:20 EAT.',
    );
    const rows = section.findAll('tbody tr').map((row) => row.findAll('td').map((c) => c.text()));
    expect(rows).toEqual([
      [
        '2026-11-24 11:05 EAT',
        'Sam Supervisor (super1)',
        expect.stringContaining('(clerk1)'),
        'Amount above the approval threshold',
      ],
      [
        '2026-11-24 11:04 EAT',
        '(not an operator id)',
        expect.stringContaining('(clerk1)'),
        'Amount above the approval threshold',
      ],
    ]);
  });
});
