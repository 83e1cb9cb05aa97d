/**
 * The fields of the transfer bodies and forms, named as a clerk reads them. The schemas build
 * their messages from these and the forms show them as labels, so a message names a field the
 * way the screen does.
 */
export const fields = {
  /** Fields both bodies have, or that both name alike. */
  senderName: "Sender's name",
  recipientName: "Recipient's name",
  destinationType: 'Destination type',
  /**
   * The transfer group's fields on both send forms and the review, also at the start of their
   * messages ("Amount must be …"). `currencyCode`: the currency the amount is in; `description`:
   * the clerk's free text about the transfer, sent to the bank as its remarks.
   */
  transfer: {
    type: 'Transfer type',
    amount: 'Amount',
    currencyCode: 'Currency',
    reference: 'Transfer reference',
    date: 'Transfer date',
    description: 'Description',
    purposeOfPaymentCode: 'Purpose of payment',
  },
  rtgs: {
    source: {
      countryCode: "Sender's account country",
      currency: "Sender's account currency",
      accountNumber: "Sender's account number",
    },
    destination: {
      countryCode: "Recipient's bank country",
      bankCode: "Recipient's bank code",
      accountNumber: "Recipient's account number",
    },
  },
  imt: {
    source: {
      countryCode: 'Source account country',
      name: 'Source account name',
      accountNumber: 'Source account number',
    },
    sender: {
      documentType: "Sender's ID document type",
      documentNumber: "Sender's ID document number",
      countryCode: "Sender's country",
      mobileNumber: "Sender's mobile number",
      email: "Sender's e-mail address",
    },
    destination: {
      countryCode: "Recipient's country",
      mobileNumber: "Recipient's mobile number",
      documentType: "Recipient's ID document type",
      documentNumber: "Recipient's ID document number",
    },
  },
  /** Groups of fields, for messages about a whole group ("Recipient's details are missing"). */
  group: {
    rtgsSource: "Sender's account details",
    imtSource: 'Source account details',
    sender: "Sender's details",
    destination: "Recipient's details",
    transfer: 'Transfer details',
  },
  /** A whole body, inside a sentence ("The RTGS transfer is missing …"). */
  body: {
    rtgs: 'RTGS transfer',
    imt: 'mobile-wallet transfer',
  },
  draftId: 'Draft id',
  kind: 'Transfer kind',
  instructionFormNumber: 'Instruction form number',
  repeatReason: 'Reason for a second transfer',
  /** Fields of the supervisor desk's requests. */
  reference: 'Reference',
  /**
   * Names the receipt log's search text at the start of its messages ("Search must be at most …
   * characters long."); on screen the field is `desk.log.find`.
   */
  search: 'Search',
  firstDay: 'First day',
  lastDay: 'Last day',
  /**
   * Names the end of day's day at the start of its messages ("Day must be a real date …"): a
   * calendar day, not daytime.
   */
  day: 'Day',
  transactionId: "Bank's transaction id",
  /**
   * Names the supervisor's note when settling a transfer (what the bank said, and who) at the
   * start of its messages ("Note must be at most … characters long.").
   */
  note: 'Note',
  /**
   * Names the supervisor's reason for letting a repeat of a waiting transfer go, at the start of
   * its messages ("Reason must be … to … characters long.").
   */
  reason: 'Reason',
  mobileNumber: 'Mobile number',
} as const;
