/**
 * Success envelopes of the two send operations. `status` is a boolean in the interface's examples
 * but listed as a string for IMT, so both forms are typed (decision D10).
 */
export interface SendResponseData {
  transactionId: string;
  /** `SUCCESS`, or any other value the service chooses (D10: recorded verbatim, not final). */
  status: string;
}

export interface RtgsSendResponse {
  status: boolean | 'true';
  code: number;
  message: string;
  /** Echo of `transfer.reference`; present in the RTGS example only. */
  reference: string;
  data: SendResponseData;
}

export interface ImtSendResponse {
  status: boolean | 'true';
  code: number;
  message: string;
  data: SendResponseData;
}

/** `data.status` of an accepted, final send. */
export const SEND_STATUS_SUCCESS = 'SUCCESS';
