/** A transfer's state, as a clerk reads it on the screen and the receipt. */
export const states = {
  /**
   * A transfer's state in the lists' State column and filter, on the receipt and in the CSV files.
   * `sending`: the request is on its way and no answer has come yet (being sent), not the Send
   * button.
   */
  label: {
    reserved: 'Prepared, not sent',
    sending: 'Sending',
    succeeded: 'Sent: accepted by the service',
    queued: 'Sent: queued for the next RTGS window',
    accepted_pending: 'Accepted by the service, not final',
    rejected: 'Rejected by the service',
    not_sent: 'Not sent: no money moved',
    unknown: 'Outcome unknown: a supervisor must confirm with the bank',
    no_response_test: 'Sent, no response (test environment)',
    held: 'Waiting for a compliance check: not sent',
  },
  /**
   * D148: a state in the words a customer may read: on the review, which the clerk reads with the
   * customer, and on both printed copies of the receipt (the customer signs the bank's). A held
   * transfer is only not sent yet there: why would tell a listed person they matched.
   */
  customer: {
    held: 'Not sent yet: no money has moved',
  },
} as const;
