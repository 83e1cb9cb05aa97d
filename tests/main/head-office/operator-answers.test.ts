import { describe, expect, it } from 'vitest';
import { readOperatorsAnswer } from '../../../electron/main/head-office/operator-answers';

/*
 * Head office's operators answer, read part by part (D115): a change naming an id no operator
 * may have here is no answer at all, so it is never applied, and the journal's own name for head
 * office (D140) can never become a person's.
 */
const VERIFIER = `scrypt$16384$8$1$${'A'.repeat(24)}$${'B'.repeat(44)}`;

const change = (operatorId: string) => ({
  version: 1,
  at: '2026-11-29T07:00:00.000Z',
  action: 'created',
  operatorId,
  branchCode: 'MSA',
  displayName: 'Jane Wanjiku',
  role: 'clerk',
  verifier: VERIFIER,
  mustChange: true,
  active: true,
});

const answer = (operatorId: string) =>
  JSON.stringify({
    workstationId: 'ws-1',
    after: 0,
    through: 1,
    at: '2026-11-29T07:00:01.000Z',
    signature: 'c2lnbmF0dXJl',
    changes: [change(operatorId)],
  });

describe('readOperatorsAnswer', () => {
  it('reads a change that creates an operator', () => {
    expect(readOperatorsAnswer(answer('jane.wanjiku'))?.changes).toEqual([change('jane.wanjiku')]);
  });

  it.each(['head-office', 'Jane', 'ab'])('reads no answer that names operator %j', (id) => {
    expect(readOperatorsAnswer(answer(id))).toBeNull();
  });
});
