/** The receipt on screen (the card, on paper too when printed from it) and its page. */
export const receipt = {
  title: 'Remit Desk receipt',
  /** The outcome's first line, in words that cannot be read the wrong way. */
  outcome: {
    sent: '✓ Sent',
    sentNoAnswer: 'Sent',
    notFinal: 'Not final yet',
    unknown: '⚠ Outcome unknown – do not send again',
    refused: '✗ NOT SENT – refused by the bank',
    notSent: '✗ NOT SENT – no money moved',
    held: 'Not sent yet',
  },
  doNotResend: 'Do not send again – a supervisor must confirm',
  correctedAs: ({ reference, at }: { reference: string; at: string }) =>
    `Corrected as ${reference} (${at})`,
  serviceWords: "The service's own words, for support:",
  instructionChecked: ({ formNumber }: { formNumber: string }) =>
    `${formNumber} · customer's ID and signature checked`,
  bankNotListed: ({ code }: { code: string }) => `${code} (not in the branch's list of banks)`,
  repeatOf: ({ references }: { references: string }) =>
    `A second transfer the customer asked for (repeats ${references})`,
  noTransactionId: 'None given by the service',
  noMoneyMoved: '(no money moved)',
  approvedAtCounter: 'Approved at the counter',
  /** The names of the receipt's details. */
  label: {
    currency: 'Currency',
    amountInWords: 'Amount in words',
    date: 'Transfer date',
    senderAccount: "Sender's account number",
    recipientAccount: {
      rtgs: "Recipient's account number",
      imt: "Recipient's mobile number",
    },
    bank: "Recipient's bank",
    country: 'Destination country',
    purpose: 'Purpose of payment',
    description: 'Description',
    transactionId: 'Transaction id',
    serviceStatus: 'Service status',
    valueDate: 'Expected value date',
    corrects: 'Corrects transfer',
    instruction: 'Instruction form',
    servedBy: 'Served by',
    recorded: 'Recorded',
    /** D113: the branch day the transfer belongs to. */
    businessDay: 'Business day',
  },
  print: {
    toPrinter: 'Print receipt',
    toPdf: 'Save receipt as PDF…',
    original: 'The original',
    copy: ({ number }: { number: number }) => `COPY ${number}`,
    saved: ({ which, file }: { which: string; file: string }) =>
      `${which} (customer's and bank's copies) was saved to ${file}.`,
    printed: ({ which }: { which: string }) =>
      `${which} (customer's and bank's copies) went to the printer.`,
  },
  /** The receipt's page, around the card. */
  page: {
    title: ({ reference }: { reference: string }) => `Receipt ${reference}`,
    reading: 'Reading the receipt…',
    correct: {
      rejected: 'Correct and send as new',
      notSent: 'Send again as new',
    },
    replace: {
      title: 'Replace the transfer you are typing?',
      explanation: {
        rtgs: "A RTGS transfer you started has not been sent. Correcting this one replaces it with this transfer's details.",
        imt: "A mobile-wallet transfer you started has not been sent. Correcting this one replaces it with this transfer's details.",
      },
      keep: 'Keep the transfer I am typing',
      replace: 'Replace it',
    },
    newTransfer: {
      rtgs: 'New RTGS transfer',
      imt: 'New mobile-wallet transfer',
    },
  },
} as const;
