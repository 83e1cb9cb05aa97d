import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type AmountLimits } from '@shared/domain/settings';
import { useFileBank } from '../engine/file-bank';
import { CLERK, kenyanBranch, sandboxBranchLists, transferRows } from '../engine/engine-fixture';
import { imtDraft } from '../engine/drafts';

/**
 * The IMT daily total per sender's ID document is checked in main at send time, against the
 * journal: the day's IMT transfers of that document that did not fail, in the branch's day.
 */
describe("the IMT daily total per sender's ID document", () => {
  const bank = useFileBank();
  const LIMITS: AmountLimits = {
    ...DEFAULT_LIMITS,
    imt: { ...DEFAULT_LIMITS.imt, KES: { min: '10.00', max: '250000.00' } },
    imtDailyPerDocument: { ...DEFAULT_LIMITS.imtDailyPerDocument, KES: '300000.00' },
  };

  type Services = Awaited<ReturnType<typeof bank.station>>['services'];

  async function send(services: Services, amount: string, documentNumber = '23456789') {
    return services.transfers.send(
      imtDraft({ transfer: { amount }, sender: { documentNumber } }),
      CLERK,
    );
  }

  it('lets a document send up to the limit in a day, and refuses the transfer that would pass it', async () => {
    const station = await bank.station({ limits: LIMITS });
    const { services } = station;
    expect((await send(services, '200000.00')).ok).toBe(true);
    expect((await send(services, '100000.00')).ok).toBe(true);
    const over = await send(services, '10.00');
    expect(over).toEqual({
      ok: false,
      error: {
        code: 'invalid',
        message: expect.stringMatching(/^Amount: the sender's ID document/) as string,
        fields: [
          {
            path: 'transfer.amount',
            message:
              "Amount: the sender's ID document (National ID card 23456789) has already sent 300,000.00 KES by mobile wallet today (2026-11-24). With this 10.00 KES the day's total would be 300,010.00 KES, above the daily limit of 300,000.00 KES per ID document set by your admin. Nothing more can be sent for this document today.",
          },
        ],
      },
    });
    // Refused before a reference was taken: two rows, two transfers at the bank.
    expect(transferRows(services.journal.path)).toHaveLength(2);
    expect(bank.sandbox.transactions().filter((t) => t.operation === 'imt')).toHaveLength(2);
    // Another document is another customer.
    expect((await send(services, '10.00', '99887766')).ok).toBe(true);
  });

  it('lets only one of two sends at once through when together they pass the limit', async () => {
    const station = await bank.station({ limits: LIMITS });
    const { services } = station;
    // Both pass the first look (the journal holds neither yet); the second is stopped under the
    // reference lock, before its reservation commits.
    const results = await Promise.all([send(services, '200000.00'), send(services, '200000.00')]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(transferRows(services.journal.path)).toHaveLength(1);
  });

  it('counts the same document however the clerk typed it, and says what is left', async () => {
    const station = await bank.station({ limits: LIMITS });
    const { services } = station;
    expect((await send(services, '250000.00', 'AB-123/45')).ok).toBe(true);
    const over = await send(services, '60000.00', 'ab12345');
    expect(!over.ok && over.error.fields?.[0]?.message).toMatch(
      /has already sent 250,000.00 KES .*At most 50,000.00 KES more can be sent today\.$/,
    );
  });

  it("counts a document's own day: another country's ID of the number is another customer (D160)", async () => {
    const station = await bank.station({ limits: LIMITS });
    const { services } = station;
    const issuedIn = (amount: string, documentCountry: string, documentNumber = '23456789') => {
      const draft = imtDraft({ transfer: { amount }, sender: { documentNumber } });
      return services.transfers.send(
        { ...draft, customer: { ...draft.customer!, documentCountry } },
        CLERK,
      );
    };
    expect((await issuedIn('250000.00', 'KE')).ok).toBe(true);
    // A Ugandan national ID of the same number: not the Kenyan's day.
    expect((await issuedIn('200000.00', 'UG')).ok).toBe(true);
    // The Kenyan's document typed another way is still theirs: not split, still refused.
    const over = await issuedIn('60000.00', 'KE', '2345-6789');
    expect(!over.ok && over.error.fields?.[0]?.message).toMatch(
      /has already sent 250,000.00 KES .*At most 50,000.00 KES more can be sent today\.$/,
    );
    expect((await issuedIn('50000.00', 'KE')).ok).toBe(true);
  });

  it('does not count a transfer the bank refused: no money moved', async () => {
    const station = await bank.station({ limits: LIMITS });
    const { services } = station;
    // A wallet the bank does not hold: refused, 404.
    const refused = await services.transfers.send(
      imtDraft({
        transfer: { amount: '250000.00' },
        destination: { mobileNumber: '+254711000000' },
      }),
      CLERK,
    );
    expect(refused.ok && refused.value.state).toBe('rejected');
    expect((await send(services, '250000.00')).ok).toBe(true);
  });

  it("starts again with the branch's next day", async () => {
    const station = await bank.station({ limits: LIMITS });
    const { services } = station;
    expect((await send(services, '250000.00')).ok).toBe(true);
    bank.clock.advance(24 * 60 * 60_000);
    try {
      expect((await send(services, '250000.00')).ok).toBe(true);
    } finally {
      bank.clock.advance(-24 * 60 * 60_000);
    }
  });

  it('says, before anything is sent, that the branch has no source accounts', async () => {
    const station = await bank.station({
      branchLists: { ...sandboxBranchLists(), sourceAccounts: [] },
      workstation: kenyanBranch(30).number!,
    });
    expect(await station.services.problems()).toEqual([
      "No source accounts are set up for the bank’s test service, so nothing can be sent. An admin must add the branch's accounts in Settings, Branch lists.",
    ]);
  });
});
