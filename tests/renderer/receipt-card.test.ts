import { setBranchTimeZone } from '../../renderer/src/branch-time';
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceiptView } from '@shared/domain/receipt';
import type { TransferState } from '@shared/domain/transfer-states';
import { STATE_LABELS, TRANSFER_STATES } from '@shared/domain/transfer-states';
import ReceiptCard from '../../renderer/src/components/ReceiptCard.vue';
import { receiptWords } from '@shared/domain/receipt-words';
import { showLanguage, wordsFor } from '../../renderer/src/words';
import { textIn } from '@shared/i18n/catalog';

function receipt(state: TransferState, extra: Partial<ReceiptView> = {}): ReceiptView {
  return {
    reference: '106921946257',
    kind: 'rtgs',
    state,
    stateLabel: STATE_LABELS[state],
    message: null,
    environment: 'live',
    amount: '1000.50',
    currency: 'KES',
    date: '2026-11-23',
    sourceName: 'Wanjiru Kamau',
    sourceAccount: '0011547896523',
    destinationCountry: 'KE',
    destinationCountryName: 'Kenya',
    recipientName: 'Otieno Odhiambo',
    recipientAccount: '1100194977404',
    bankCode: '01',
    bankName: 'Example Commercial Bank',
    walletName: null,
    walletLabel: null,
    purposeCode: 'CUR/DEP',
    description: 'School fees',
    transactionId: null,
    serviceStatus: null,
    queuedUntil: null,
    operatorId: 'clerk1',
    instructionFormNumber: null,
    idAndSignatureChecked: false,
    createdAt: '2026-11-23T08:15:00.000Z',
    updatedAt: '2026-11-23T08:15:02.000Z',
    rejection: null,
    ...extra,
  };
}

const render = (r: ReceiptView, purposeName: string | null = null) =>
  mount(ReceiptCard, { props: { receipt: r, purposeName } });
const byTestId = (wrapper: ReturnType<typeof render>, id: string) =>
  wrapper.find(`[data-testid="${id}"]`);

describe('ReceiptCard', () => {
  it('shows what the customer paid (D124), and nothing of it for a transfer sent before fees', () => {
    const charged = render(
      receipt('succeeded', {
        kind: 'imt',
        amount: '150000.00',
        currency: 'UGX',
        charges: {
          fee: '1500.00',
          feeCurrency: 'UGX',
          rate: '0.03450000',
          total: '5226.75',
          totalCurrency: 'KES',
          indicative: false,
        },
        paymentMethod: 'cash',
      }),
    );
    expect(byTestId(charged, 'receipt-fee').text()).toBe('1,500.00 UGX');
    expect(byTestId(charged, 'receipt-rate').text()).toBe('1 UGX = 0.03450000 KES');
    expect(byTestId(charged, 'receipt-total').text()).toBe('5,226.75 KES');
    expect(byTestId(charged, 'receipt-paid-by').text()).toBe('Cash');
    const indicative = render(
      receipt('queued', {
        currency: 'USD',
        charges: {
          fee: '10.00',
          feeCurrency: 'USD',
          rate: '129.50000000',
          total: '130861.25',
          totalCurrency: 'KES',
          indicative: true,
        },
        paymentMethod: 'account',
      }),
    );
    expect(byTestId(indicative, 'receipt-rate').text()).toBe(
      '1 USD = 129.50000000 KES (indicative: the bank converts at its own rate when it settles)',
    );
    expect(byTestId(indicative, 'receipt-paid-by').text()).toBe('Debit of their account');
    const before = render(receipt('succeeded'));
    for (const id of ['receipt-fee', 'receipt-rate', 'receipt-total', 'receipt-paid-by']) {
      expect(byTestId(before, id).exists(), id).toBe(false);
    }
  });

  it('shows the reference, the amount text exactly, the recipient, purpose and transaction id', () => {
    const wrapper = render(
      receipt('succeeded', { transactionId: 'TX-778', serviceStatus: 'SUCCESS', amount: '0.10' }),
      'Cash deposit',
    );
    expect(byTestId(wrapper, 'receipt-reference').text()).toBe('106921946257');
    expect(byTestId(wrapper, 'receipt-amount').text()).toBe('0.10 KES');
    // Names before codes, as the review names it.
    expect(byTestId(wrapper, 'receipt-currency').text()).toBe('Kenyan shilling (KES)');
    expect(byTestId(wrapper, 'receipt-recipient').text()).toBe('Otieno Odhiambo');
    expect(byTestId(wrapper, 'receipt-purpose').text()).toBe('Cash deposit (CUR/DEP)');
    expect(byTestId(wrapper, 'receipt-transaction-id').text()).toBe('TX-778');
    expect(byTestId(wrapper, 'receipt-state').text()).toBe('Sent: accepted by the service');
    expect(byTestId(wrapper, 'receipt-do-not-resend').exists()).toBe(false);
    expect(byTestId(wrapper, 'receipt-environment').exists()).toBe(false);
  });

  it.each(TRANSFER_STATES)('labels the state %s with the shared words', (state) => {
    expect(byTestId(render(receipt(state)), 'receipt-state').text()).toBe(STATE_LABELS[state]);
  });

  it('says when a queued RTGS transfer goes out (D6), on the branch clock, and when it was recorded', () => {
    setBranchTimeZone('Africa/Nairobi');
    const wrapper = render(
      receipt('queued', {
        queuedUntil: '2026-11-23T06:00:00.000Z',
        createdAt: '2026-11-21T20:59:00.000Z',
      }),
    );
    // Its expected value date (D6), in the branch's zone (D32), whatever the workstation's.
    expect(byTestId(wrapper, 'receipt-queued-until').text()).toBe(
      'Monday 2026-11-23, from 09:00 EAT',
    );
    expect(byTestId(wrapper, 'receipt-recorded').text()).toBe('2026-11-21 23:59 EAT');
    expect(byTestId(wrapper, 'receipt-detail').text()).toContain('goes out when the window opens');
  });

  it('records an unanswered test IMT as sent, no response, not as a failure (D7), and says why once (D56)', () => {
    const wrapper = render(
      receipt('no_response_test', {
        kind: 'imt',
        environment: 'test',
        // As main journals it: the same explanation in other words, which the card leaves out.
        message:
          'Sent to the test environment, which does not answer mobile-wallet transfers. Recorded as sent, no response.',
      }),
    );
    expect(byTestId(wrapper, 'receipt-outcome-title').text()).toBe('Sent');
    expect(byTestId(wrapper, 'receipt-state').text()).toBe('Sent, no response (test environment)');
    expect(byTestId(wrapper, 'receipt-detail').text()).toBe(
      'The bank’s test service never answers mobile-wallet transfers, so no answer is the expected result, not a failure. It will not be sent again.',
    );
    expect(byTestId(wrapper, 'receipt-message').exists()).toBe(false);
    const said = wrapper.text().match(/(never|not|does not) answers? mobile-wallet/g) ?? [];
    expect(said).toHaveLength(1);
    expect(byTestId(wrapper, 'receipt-environment').text()).toBe('Test environment');
    expect(byTestId(wrapper, 'receipt-do-not-resend').exists()).toBe(false);
  });

  it.each(TRANSFER_STATES)(
    'heads the outcome of %s with its first line, inside the block the page focuses',
    (state) => {
      const wrapper = render(receipt(state));
      const outcome = byTestId(wrapper, 'receipt-outcome').element;
      const title = byTestId(wrapper, 'receipt-outcome-title').element;
      expect(title.tagName).toBe('H3');
      expect(outcome.contains(title)).toBe(true);
      expect(outcome.getAttribute('tabindex')).toBe('-1');
      // The only heading before it is the receipt's own title, one level up.
      const headings = [...wrapper.element.querySelectorAll('h1, h2, h3, h4, h5, h6')];
      expect(headings.map((h) => h.tagName)).toEqual(['H2', 'H3']);
    },
  );

  it('says accepted, not final, with the service status verbatim (D10)', () => {
    const wrapper = render(
      receipt('accepted_pending', { serviceStatus: 'VERIFICATION', transactionId: 'TX-9' }),
    );
    expect(byTestId(wrapper, 'receipt-detail').text()).toContain(
      'Accepted by the service, status VERIFICATION: not final.',
    );
  });

  it('tells everyone not to send an unknown outcome again', () => {
    const wrapper = render(
      receipt('unknown', {
        message: 'No answer within 45 seconds. A supervisor must confirm it with the bank.',
      }),
    );
    const stop = byTestId(wrapper, 'receipt-do-not-resend');
    expect(stop.text()).toBe('Do not send again – a supervisor must confirm');
    expect(stop.attributes('role')).toBe('alert');
    expect(byTestId(wrapper, 'receipt-message').text()).toContain('No answer within 45 seconds');
    expect(byTestId(wrapper, 'receipt-transaction-id').text()).toBe('None given by the service');
  });

  it("shows a rejection's reason in words first, and the service's own text below it for support", () => {
    const serviceText = 'Source or destination account not found: destination.accountNumber';
    const wrapper = render(
      receipt('rejected', {
        message: "Recipient's account number was not found at the bank.",
        rejection: {
          field: 'destination.accountNumber',
          fieldLabel: "Recipient's account number",
          serviceText,
        },
      }),
    );
    expect(byTestId(wrapper, 'receipt-state').text()).toBe('Rejected by the service');
    expect(byTestId(wrapper, 'receipt-message').text()).toBe(
      "Recipient's account number was not found at the bank.",
    );
    const below = byTestId(wrapper, 'receipt-service-text');
    expect(below.text()).toBe(`The service's own words, for support: ${serviceText}`);
    // Below the clerk's words, inside the outcome block the page focuses.
    const outcome = byTestId(wrapper, 'receipt-outcome').element;
    const order = [...outcome.querySelectorAll('[data-testid]')].map((e) =>
      e.getAttribute('data-testid'),
    );
    expect(order.indexOf('receipt-service-text')).toBeGreaterThan(order.indexOf('receipt-message'));
    expect(byTestId(wrapper, 'receipt-do-not-resend').exists()).toBe(false);
  });

  it('says what the service status means before the word itself, never a bare SUCCESS beside a queued date', () => {
    const status = (state: TransferState, serviceStatus: string) =>
      byTestId(
        render(receipt(state, { serviceStatus, queuedUntil: null })),
        'receipt-service-status',
      ).text();
    expect(status('succeeded', 'SUCCESS')).toBe('Accepted (SUCCESS)');
    expect(status('queued', 'SUCCESS')).toBe('Accepted, held for the next RTGS window (SUCCESS)');
    expect(status('accepted_pending', 'VERIFICATION')).toBe('Accepted, not final (VERIFICATION)');
    expect(byTestId(render(receipt('succeeded')), 'receipt-service-status').exists()).toBe(false);
  });

  it('shows who approved what at the counter, and the reason for a second transfer, never a threshold', () => {
    setBranchTimeZone('Africa/Nairobi');
    const wrapper = render(
      receipt('succeeded', {
        operatorName: 'Jane Wanjiku',
        approvals: [
          {
            purpose: 'amount-threshold',
            purposeLabel: 'Amount above the approval threshold',
            approverId: 'sup-1',
            approverName: 'Grace Achieng',
            requesterId: 'clerk1',
            reason: 'Known customer, payroll',
            grantedAt: '2026-11-23T08:14:00.000Z',
          },
        ],
        repeat: { reason: 'Second payment for her brother', earlier: ['100282816001'] },
      }),
    );
    const lines = wrapper.findAll('[data-testid="receipt-check"]').map((line) => line.text());
    expect(lines).toEqual([
      'Amount above the approval threshold: Grace Achieng (sup-1), 2026-11-23 11:14 EAT · “Known customer, payroll”',
      'A second transfer the customer asked for (repeats 100282816001): Jane Wanjiku (clerk1), 2026-11-23 11:15 EAT · “Second payment for her brother”',
    ]);
    // The bank's screens, not paper: printing the screen leaves it out.
    expect(byTestId(wrapper, 'receipt-checks').classes()).toContain('no-print');
    expect(render(receipt('succeeded')).find('[data-testid="receipt-checks"]').exists()).toBe(
      false,
    );
  });

  it('names who served the customer before their id', () => {
    expect(
      byTestId(
        render(receipt('succeeded', { operatorName: 'Brian Otieno' })),
        'receipt-operator',
      ).text(),
    ).toBe('Brian Otieno (clerk1)');
    // Without a name at hand, the id alone rather than nothing.
    expect(byTestId(render(receipt('succeeded')), 'receipt-operator').text()).toBe('clerk1');
  });

  it('prints a training receipt as training', () => {
    const wrapper = render(receipt('succeeded', { environment: 'sandbox' }));
    expect(byTestId(wrapper, 'receipt-environment').text()).toBe(
      'Training – sandbox bank, no real money',
    );
  });

  it('names the wallet and mobile number of an IMT receipt', () => {
    const wrapper = render(
      receipt('succeeded', {
        kind: 'imt',
        walletName: 'M-PESA',
        recipientAccount: '0712345678',
        bankCode: null,
        purposeCode: null,
      }),
    );
    expect(wrapper.text()).toContain("Recipient's mobile number");
    expect(wrapper.text()).toContain('M-PESA');
    expect(byTestId(wrapper, 'receipt-purpose').exists()).toBe(false);
  });

  // The fault matrix reports receiptWords as what the clerk reads: it must be what the card shows.
  it.each(TRANSFER_STATES)('shows exactly the words receiptWords gives for %s', (state) => {
    const shown = receipt(state, {
      message: state === 'succeeded' ? null : `Why it is ${state}.`,
      serviceStatus: 'VERIFICATION',
      queuedUntil: '2026-11-30T06:00:00.000Z',
    });
    const words = receiptWords(shown);
    const wrapper = mount(ReceiptCard, { props: { receipt: shown } });
    const text = (id: string) => {
      const found = wrapper.find(`[data-testid="${id}"]`);
      return found.exists() ? found.text() : null;
    };
    expect(text('receipt-state')).toBe(words.label);
    expect(text('receipt-detail')).toBe(words.detail);
    expect(text('receipt-message')).toBe(words.message);
    expect(text('receipt-service-status')).toBe(words.serviceStatus);
    expect(words.label).toBe(STATE_LABELS[state]);
  });
});

describe("ReceiptCard in the operator's language (D89)", () => {
  afterEach(() => showLanguage('en'));

  it.each([
    ['fr', '1 234 567,89 UGX', 'shilling ougandais (UGX)', 'Ouganda (UG)'],
    ['sw', '1,234,567.89 UGX', 'Shilingi ya Uganda (UGX)', 'Uganda (UG)'],
    ['en', '1,234,567.89 UGX', 'Ugandan shilling (UGX)', 'Uganda (UG)'],
  ] as const)(
    'in %s: the amount, the currency and the country',
    async (language, amount, currency, country) => {
      await wordsFor({ setupNeeded: false, session: { role: 'clerk', language } as never });
      const wrapper = render(
        receipt('succeeded', {
          amount: '1234567.89',
          currency: 'UGX',
          destinationCountry: 'UG',
          destinationCountryName: 'Uganda',
        }),
      );
      // French groups with a narrow no-break space (U+202F), as the printed receipt does (D85).
      expect(
        byTestId(wrapper, 'receipt-amount')
          .text()
          .replace(/\u202f/g, ' '),
      ).toBe(amount);
      expect(byTestId(wrapper, 'receipt-currency').text()).toBe(currency);
      expect(wrapper.text()).toContain(country);
    },
  );
});

describe("ReceiptCard's state and main's words in the operator's language (D65, D89)", () => {
  afterEach(() => showLanguage('en'));

  it('names the state by its code, and words an unreadable body by its message', async () => {
    await wordsFor({ setupNeeded: false, session: { role: 'clerk', language: 'fr' } as never });
    const said = { key: 'receipt.bodyUnreadable' as const };
    const wrapper = render(
      receipt('unknown', {
        // Main's words are English; the card words the state and the message itself.
        stateLabel: textIn('en', 'states.label.unknown'),
        message: textIn('en', 'receipt.bodyUnreadable'),
        messageText: said,
      }),
    );
    expect(wrapper.text()).toContain(textIn('fr', 'states.label.unknown'));
    expect(byTestId(wrapper, 'receipt-message').text()).toBe(
      textIn('fr', 'receipt.bodyUnreadable'),
    );
    expect(wrapper.text()).not.toContain(textIn('en', 'receipt.bodyUnreadable'));
  });
});
