import { describe, expect, it } from 'vitest';
import { FIRST_LAUNCH_MESSAGES } from '../../../electron/main/environment/first-launch';
import type { FirstLaunchView } from '@shared/domain/first-launch';
import type { AppStatus } from '@shared/ipc/contract';
import { rtgsDraft } from '../engine/drafts';
import { ADMIN, CLERK } from '../operators/fixtures';
import { useWindowIpc } from './window-ipc-fixture';
import { choseOwnPassword } from '../../support/first-password';
import { expectWordedAnswer } from '../../support/worded-answer';

/*
 * The first-launch wizard's operations as the window calls them (router: sender, role, payload)
 * on the real services of a new sandbox workstation: begun with the first admin, the environment
 * kept, finishing refused in words until every step is done, recorded and audited once, and no
 * transfer sent before.
 */
const NOW = Date.parse('2026-11-24T08:00:00Z');
const desk = useWindowIpc({ now: NOW });
const { call } = desk;

async function status(): Promise<AppStatus> {
  const answer = await call('app:status');
  if (!answer.ok) throw new Error('no status');
  return answer.value as AppStatus;
}

async function view(): Promise<FirstLaunchView> {
  const answer = await call('first-launch:read');
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  return answer.value as FirstLaunchView;
}

const firstLaunchRows = () =>
  desk.services.journal.audit
    .entries()
    .filter((e) => (e.details as { section?: string }).section === 'first-launch');

describe('the first-launch wizard over IPC', () => {
  it('begins when the first admin is created through the window, not before', async () => {
    expect((await status()).firstLaunchNeeded).toBe(false);
    expect(await call('setup:first-admin', ADMIN)).toMatchObject({ ok: true });
    expect((await status()).firstLaunchNeeded).toBe(true);
    expect(firstLaunchRows()).toEqual([
      expect.objectContaining({
        action: 'settings.updated',
        operatorId: ADMIN.operatorId,
        details: {
          section: 'first-launch',
          value: expect.objectContaining({ state: 'started', target: null }) as unknown,
          // The wizard had never been saved, so the row says nothing was replaced.
          previous: null,
        },
      }),
    ]);
  });

  it('reads each step from what main holds: the sandbox has its lists, key and check', async () => {
    const steps = (await view()).steps.map((s) => [s.step, s.done]);
    expect(steps).toEqual([
      ['workstation', false],
      ['bankIdentity', false],
      ['environment', false],
      ['branchLists', true],
      ['rtgsCalendar', false],
      ['signingKey', true],
      ['check', true],
      ['operators', false],
      ['summary', false],
    ]);
  });

  it('refuses to finish, naming in words each step not done', async () => {
    const answer = await call('first-launch:finish');
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'not-ready',
        message:
          'Remit Desk is not ready to use yet. Workstation: Enter the workstation number, the branch name, the branch code and the branch’s country. Bank identity: Enter the bank’s legal name, the branch address, the complaints contact and the licence line: no receipt prints without them. Environment: Choose the environment to set up.',
        text: {
          key: 'environment.setup.firstLaunch.notReady',
          values: {
            blockers: {
              words: {
                en: 'Workstation: Enter the workstation number, the branch name, the branch code and the branch’s country. Bank identity: Enter the bank’s legal name, the branch address, the complaints contact and the licence line: no receipt prints without them. Environment: Choose the environment to set up.',
                fr: expect.any(String),
                sw: expect.any(String),
              },
            },
          },
        },
      },
    });
    // Each step not done in the admin's language, as the wizard shows it there (D93).
    const words = expectWordedAnswer(
      (answer as { error: { message: string } }).error,
      'environment.setup.firstLaunch.notReady',
    );
    expect(words.fr).not.toMatch(/Workstation|Enter the/);
    expect(words.sw).not.toMatch(/Workstation|Enter the/);
    // The wizard's own page words its steps so too, from the same facts.
    const inFrench = await desk.services.firstLaunch.view('fr');
    if (!inFrench.ok) throw new Error(inFrench.error.message);
    expect(inFrench.value.blockers.join(' ')).toBe(words.fr.replace(/^[^.]*\. /, ''));
    expect(inFrench.value.steps.map((step) => step.note).join(' ')).not.toMatch(/Enter the/);
    expect((await view()).blockers).toEqual(
      (await desk.services.firstLaunch.view()).ok ? expect.any(Array) : [],
    );
    expect((await status()).firstLaunchNeeded).toBe(true);
  });

  it('refuses an environment that is not one, with the field named', async () => {
    const answer = await call('first-launch:environment', { environment: 'production' });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', fields: [{ path: 'environment' }] },
    });
  });

  it('sends nothing while the wizard is not finished, and says why', async () => {
    const admin = desk.operators.current()!;
    expect((await desk.operators.create(CLERK, admin)).ok).toBe(true);
    choseOwnPassword(desk.services.journal, CLERK.operatorId);
    expect(
      desk.services.settings.update(
        'workstation',
        { number: 42, branchName: 'Kisumu', branchCode: 'KSM-01', countryCode: 'KE' },
        ADMIN.operatorId,
      ).ok,
    ).toBe(true);
    // The purposes come from the bank as before: only sending waits for the wizard.
    expect((await desk.services.purposes.refresh()).ok).toBe(true);
    const sent = await desk.services.transfers.send(rtgsDraft(), CLERK.operatorId);
    expect(sent).toEqual({
      ok: false,
      error: {
        code: 'not-ready',
        message: FIRST_LAUNCH_MESSAGES.notFinished,
        text: { key: 'environment.setup.firstLaunch.notFinished' },
      },
    });
    expect(desk.services.journal.transfers.inState('reserved')).toEqual([]);
  });

  it('keeps the environment chosen, then finishes once, audited, and never again', async () => {
    const identity = await call('settings:update', {
      section: 'bankIdentity',
      value: {
        legalName: 'Example Bank Kenya Limited',
        branchAddress: 'Oginga Odinga Street, Kisumu',
        complaintsContact: '+254 20 555 0100',
        licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
      },
    });
    expect(identity.ok).toBe(true);
    const chosen = await call('first-launch:environment', { environment: 'sandbox' });
    expect(chosen.ok && (chosen.value as FirstLaunchView).blockers).toEqual([]);
    // The holidays wait (D51): the summary says so, and the start is not refused for them.
    expect(chosen.ok && (chosen.value as FirstLaunchView).later).toEqual([
      expect.stringMatching(
        /^RTGS calendar: Enter or import the public holidays of the coming year for Kenya \(KE\), Uganda \(UG\),/,
      ),
    ]);
    const finished = await call('first-launch:finish');
    expect(finished.ok && (finished.value as FirstLaunchView).state).toBe('finished');
    expect((await status()).firstLaunchNeeded).toBe(false);
    expect(firstLaunchRows().at(-1)).toMatchObject({
      operatorId: ADMIN.operatorId,
      details: {
        value: { state: 'finished', target: 'sandbox', finishedBy: ADMIN.operatorId },
        previous: { state: 'started', finishedBy: null },
      },
    });
    expect(await call('first-launch:finish')).toEqual({
      ok: false,
      error: {
        code: 'already-finished',
        message: FIRST_LAUNCH_MESSAGES.alreadyFinished,
        text: { key: 'environment.setup.firstLaunch.alreadyFinished' },
      },
    });
    expect(await call('first-launch:environment', { environment: 'live' })).toMatchObject({
      ok: false,
      error: { code: 'already-finished' },
    });
    expect(await desk.services.problems()).toEqual([]);
  });
});
