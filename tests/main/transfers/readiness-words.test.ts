import { describe, expect, it } from 'vitest';
import { unlessClosing } from '../../../electron/main/lifecycle/work-in-flight';
import { bankReadiness, type ReadinessDeps } from '../../../electron/main/transfers/readiness';
import { ok } from '@shared/result';
import { expectWordedAnswer } from '../../support/worded-answer';

/*
 * The readiness refusals a clerk meets at the counter carry their catalog key (D65), so they are
 * read in the clerk's language. Checked in the order bankReadiness checks them: closing first,
 * then the journal, then an earlier setup undecided; nothing later is read.
 */

function deps(state: { closing: boolean; earlierSetup: boolean }): ReadinessDeps {
  const unread = () => {
    throw new Error('read after the refusal');
  };
  return {
    environment: 'sandbox',
    journal: null as never,
    work: { closing: state.closing },
    seal: { problem: () => null, earlierSetup: () => (state.earlierSetup ? {} : null) },
    settings: { current: unread },
    branchLists: { current: unread },
    store: { status: unread },
    sandboxUrl: null,
    provision: unread,
    clientFor: unread,
  };
}

async function refusalOf(answer: Promise<{ ok: boolean; error?: unknown }>) {
  const result = await answer;
  expect(result.ok).toBe(false);
  return (result as { error: { code: string; message: string } }).error;
}

describe('a readiness refusal in the clerk’s language', () => {
  it('says Remit Desk is closing', async () => {
    const closing = await refusalOf(bankReadiness(deps({ closing: true, earlierSetup: true })));
    expect(closing.code).toBe('closing');
    expectWordedAnswer(closing, 'send.readiness.closing');
    const work = { closing: true, track: () => Promise.reject(new Error('ran while closing')) };
    const bankWork = await refusalOf(unlessClosing(work, () => Promise.resolve(ok(null))));
    expect(bankWork.code).toBe('not-ready');
    expectWordedAnswer(bankWork, 'send.readiness.closing');
  });

  it('says an earlier setup waits for an admin', async () => {
    const earlier = await refusalOf(bankReadiness(deps({ closing: false, earlierSetup: true })));
    expect(earlier.code).toBe('earlier-setup');
    expectWordedAnswer(earlier, 'send.readiness.earlierSetupPending');
  });
});
