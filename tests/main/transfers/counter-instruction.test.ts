import { describe, expect, it } from 'vitest';
import { TRANSFER_ACTIONS } from '../../../electron/main/journal/transfers-repo';
import { validateRtgsDraft } from '../../../shared/schemas/validate';
import { DEFAULT_TRANSFER_RULES } from '../../../shared/schemas/transfer-rules';
import { CLERK, rtgsDraft, transferRows } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';

/*
 * Issue 10, item 11: the customer's signed instruction travels with the draft, is journaled with
 * the transfer and its audit row, never enters the body sent to the bank, and is in the receipt
 * view the bank's copy prints from.
 */
describe("the customer's signed instruction", () => {
  const bank = useFileBank();

  it('is journaled with the transfer and its reservation audit row, outside the body', async () => {
    const station = await bank.station();
    expect((await station.services.purposes.list()).ok).toBe(true);
    const draft = {
      ...rtgsDraft(),
      instruction: { formNumber: 'IF-2026/0042', idAndSignatureChecked: true as const },
    };
    const sent = await station.services.transfers.send(draft, CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value).toMatchObject({
      instructionFormNumber: 'IF-2026/0042',
      idAndSignatureChecked: true,
    });
    expect(transferRows(station.services.journal.path)).toHaveLength(1);
    const [record] = station.services.journal.transfers.inState(sent.value.state);
    expect(record).toMatchObject({
      instructionFormNumber: 'IF-2026/0042',
      idAndSignatureChecked: true,
    });
    expect(record!.body).not.toContain('IF-2026/0042');
    const reserved = station.services.journal.audit
      .entries()
      .find((entry) => entry.action === TRANSFER_ACTIONS.reserved);
    expect(reserved?.details).toMatchObject({
      instructionFormNumber: 'IF-2026/0042',
      idAndSignatureChecked: true,
    });
  });

  it('is refused by the draft schema main runs when the number is unreadable or the check is not given', () => {
    const refused = validateRtgsDraft(DEFAULT_TRANSFER_RULES, {
      ...rtgsDraft(),
      instruction: { formNumber: 'no spaces allowed', idAndSignatureChecked: false },
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.fields.map((f) => f.path).sort()).toEqual([
      'instruction.formNumber',
      'instruction.idAndSignatureChecked',
    ]);
  });
});
