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
} as const;
