import { describe, expect, it } from 'vitest';
import type { Result } from '@shared/result';
import { expectWordedAnswer } from '../../support/worded-answer';
import { ADMIN, CLERK, MINUTE, withAdminAndClerk } from './fixtures';

/*
 * The account refusals carry their catalog key (D65), so a French or Swahili operator reads them
 * in their language; the values are codes and counts each language words itself (D87).
 */

function refusal<T, E>(result: Result<T, E>): E {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('an account refusal in the operator’s language', () => {
  it('words an admin’s refused changes in French and Swahili', async () => {
    const h = await withAdminAndClerk();
    const admin = h.admin;

    expectWordedAnswer(refusal(await h.service.create(CLERK, admin)), 'operators.duplicate');
    expectWordedAnswer(
      refusal(h.service.setActive(ADMIN.operatorId, false, admin)),
      'operators.ownAccount',
    );
    expectWordedAnswer(
      refusal(
        await h.service.resetPassword(
          { operatorId: ADMIN.operatorId, newPassword: 'orange lamp river 12' },
          admin,
        ),
      ),
      'operators.ownPasswordReset',
    );
    expectWordedAnswer(
      refusal(h.service.setActive('no.such.person', false, admin)),
      'operators.unknownOperator',
    );
    const lastAdmin = expectWordedAnswer(
      refusal(h.service.setRole({ operatorId: ADMIN.operatorId, role: 'clerk' }, admin)),
      'operators.lastAdmin.self',
    );
    // The change crosses as its code; each language words it.
    expect(lastAdmin.fr).toContain('affecté à un autre rôle');
    expect(lastAdmin.sw).toContain('kupewa jukumu lingine');
    expectWordedAnswer(refusal(await h.createFirstAdmin(ADMIN)), 'operators.alreadySetUp');
  });

  it('words a clerk’s refusals, with the lockout in each language’s units', async () => {
    const h = await withAdminAndClerk();
    const wrong = expectWordedAnswer(
      refusal(await h.service.signIn({ operatorId: CLERK.operatorId, password: 'not it at all' })),
      'accounts.refused.badCredentials',
    );
    expect(wrong.en).toContain('blocked for 15 minutes.');
    expect(wrong.fr).toMatch(/bloquée pendant 15\sminutes\./);
    expect(wrong.sw).toContain('kunazuiwa kwa dakika 15.');

    expect(
      (await h.service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password })).ok,
    ).toBe(true);
    const clerk = h.service.current()!;
    expectWordedAnswer(refusal(await h.service.create(ADMIN, clerk)), 'operators.adminOnly');
    const current = expectWordedAnswer(
      refusal(
        await h.service.changeOwnPassword(
          { currentPassword: 'not my password', newPassword: 'orange lamp river 12' },
          clerk,
        ),
      ),
      'accounts.refused.wrongCurrentPassword',
    );
    expect(current.sw).toContain('dakika 15');

    const rules = { requester: clerk, roles: ['supervisor'] as const, purpose: 'duplicate' };
    expectWordedAnswer(
      refusal(
        await h.service.verifyApprover(
          { operatorId: CLERK.operatorId, password: CLERK.password },
          rules,
        ),
      ),
      'accounts.refused.ownApproval',
    );
    const notAllowed = expectWordedAnswer(
      refusal(
        await h.service.verifyApprover(
          { operatorId: ADMIN.operatorId, password: ADMIN.password },
          rules,
        ),
      ),
      'accounts.refused.approverNotAllowed',
    );
    // The roles cross as codes, each language naming the person who may approve (D87).
    expect(notAllowed.en).toMatch(/^Only a supervisor can approve this\./);
    expect(notAllowed.fr).toMatch(/^Seul un superviseur peut approuver ceci\./);
    expect(notAllowed.sw).toMatch(/^Anayeweza kuidhinisha hili ni msimamizi pekee\./);
  });

  it('words a test workstation’s short lockout in seconds in every language', async () => {
    const h = await withAdminAndClerk({ lockoutMs: MINUTE / 4 });
    const wrong = expectWordedAnswer(
      refusal(await h.service.signIn({ operatorId: CLERK.operatorId, password: 'not it at all' })),
      'accounts.refused.badCredentials',
    );
    // Each language's units as its locale data writes them (Intl): French keeps the count and
    // the unit together with a no-break space.
    expect(
      [wrong.en, wrong.fr, wrong.sw].map((s) => s.match(/(\d+\s\w+|\w+\s\d+)\.$/u)?.[0]),
    ).toEqual(['15 seconds.', '15\u00a0secondes.', 'sekunde 15.']);
  });
});
