/** The review the clerk reads with the customer, and the controls main puts on it. */
export const review = {
  title: 'Check with the customer',
  leftEmpty: '(left empty)',
  generated:
    'The transfer reference and date are added when you confirm, and printed on the receipt.',
  instruction: {
    title: "The customer's signed instruction",
    formNumber: 'Instruction form number',
    checked: "I checked the customer's ID and signature against the instruction form.",
  },
  incident: ({ incidentId }: { incidentId: string }) => `Incident number: ${incidentId}`,
  startNew: 'Start a new transfer',
  askSupervisor: 'Ask a supervisor',
  sending: 'Sending…',
  tryAgainSame: 'Try again (same transfer)',
  confirm: 'Confirm and send',
  back: 'Back to edit',
  /** The key that goes back to the form, shown beside "Back to edit". */
  backKey: 'Esc',
  controls: {
    refused: 'Refused by a supervisor',
    duplicate: {
      title: 'This may repeat a transfer still waiting for a supervisor',
      text: 'The same details were sent recently and their outcome is not known yet.',
      askFirst:
        "Ask a supervisor: fill in the customer's signed instruction below first, as the approval sends the transfer.",
      dialogTitle: 'Ask a supervisor: a possible repeat',
      dialogText:
        'Supervisor: check the earlier transfers with the bank first. Let this one through only if the customer means to send it again; type your own operator id and password, and your reason.',
    },
    repeat: {
      title: 'This may pay the recipient a second time',
      text: 'The same transfer was sent before. Send it only if the customer asks for a second one.',
      reason: 'The customer asked for a second transfer: their reason',
      stillChecking:
        'The earlier transfers are still being checked. Wait a moment, then confirm again.',
    },
    /** Why an earlier transfer is named, by what it shares with this one. */
    ground: {
      details: 'same customer, recipient, amount and currency',
      formNumber: 'same instruction form',
    },
    approval: {
      title: 'A supervisor must approve this transfer',
      fillFirst:
        "Fill in the customer's signed instruction below first: the approval sends the transfer.",
      dialogTitle: 'Ask a supervisor: the amount needs approval',
      dialogText: ({ amount, currency }: { amount: string; currency: string }) =>
        `${amount} ${currency} needs a supervisor's approval. Supervisor: type your own operator id and password to see why, then check the transfer with the customer and give your reason.`,
    },
    /**
     * D80: the transfer will be marked for the bank's compliance records. Read with the customer,
     * so it says nothing of why; the marks are on the bank's copy and the supervisor's screens.
     */
    complianceNote: {
      title: 'Compliance note.',
      text: 'Kept with this transfer for the bank. Nothing to ask the customer: send as usual.',
    },
  },
} as const;
