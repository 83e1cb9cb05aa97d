/** The key registration sheet an admin signs and sends to the bank. */
const notSet = 'Not set';

export const registrationSheet = {
  /** The service, as the bank's officer reads it. */
  service: {
    sandbox: 'Sandbox (training, no real money)',
    test: 'Test service',
    live: 'Live service (real money)',
  },
  title: ({ service }: { service: string }) => `Signing key registration – ${service}`,
  heading: 'Signing key registration',
  lead: 'Remit Desk · request to register a public key',
  purpose: {
    first:
      'Please register this public key for the merchant and workstation below. Transfers from this workstation are signed with the matching private key, which never leaves the workstation.',
    rotation:
      'This key replaces the one the workstation signs with now. Please register it beside the current key; the workstation switches to it once you confirm the registration, and the current key can then be removed.',
  },
  /**
   * The row headings of the sheet's table, printed on A4 for the bank's officer. `service`: which
   * of the bank's services (sandbox, test, live) the key is for; `branch`: the branch the
   * workstation is in; `key`: the key's kind and size (RSA, 2048 bits), not a password.
   */
  row: {
    service: 'Service',
    branch: 'Branch',
    workstation: 'Workstation number',
    merchantCode: 'Merchant code (last four characters)',
    key: 'Key',
    fingerprint: 'Fingerprint (SHA-256)',
    preparedOn: 'Prepared on',
    preparedBy: 'Prepared by (admin)',
  },
  notSet,
  keyKind: ({ bits }: { bits: number }) =>
    `RSA, ${bits} bits, signing with SHA-256 (RSASSA-PKCS1-v1_5)`,
  admin: ({ name, id }: { name: string; id: string }) => `${name} (${id})`,
  publicKeyHeading: 'Public key (PEM)',
  note: 'Compare the fingerprint above with the fingerprint of the key you load. A key whose fingerprint differs must not be registered.',
  signature: {
    admin: 'Admin’s signature',
    registeredOn: 'Bank officer: registered on (date)',
    officer: 'Bank officer’s name and signature',
  },
} as const;
