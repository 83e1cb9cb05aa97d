/** A clerk's read of a transfer by its reference (D72): only their own transfers. */
export const lookups = {
  notYours: ({ reference }: { reference: string }) =>
    `You have no transfer with reference ${reference}. Check the number on the customer's receipt; for a transfer another clerk sent, ask a supervisor, who can open any transfer of the branch.`,
} as const;
