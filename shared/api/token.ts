/** Decision D1: the merchant authentication call. */
export interface TokenRequestBody {
  merchantCode: string;
  consumerSecret: string;
}

export interface TokenResponse {
  accessToken: string;
  refreshToken: string;
  /** An ISO-8601 instant such as `2026-11-22T10:15:00Z`; a number of seconds is accepted too. */
  expiresIn: string | number;
  issuedAt: string;
  tokenType: string;
}

/** Header that carries the API key on the token call. */
export const API_KEY_HEADER = 'Api-Key';
