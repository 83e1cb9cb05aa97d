/**
 * The choice of a language (D83): an operator's own, from the window's frame, the sign-in
 * screen's before anyone signs in, and the one an admin sets for an operator. The languages' own
 * names are not messages: each is written in itself in every language (LANGUAGE_NAMES).
 */
export const languages = {
  /** The label of a list of languages: in the window's frame, on sign-in, in the operator form. */
  label: 'Language',
  /** The admin's list of operators: the label of one operator's language list, for a screen reader. */
  ofOperator: ({ name }: { name: string }) => `Language of ${name}`,
  /** A request whose language is missing or not one the app ships; `names` are the app's languages. */
  choose: ({ names }: { names: string }) => `Choose a language from the list: ${names}.`,
  /** What a request about a language is called in the messages that refuse it. */
  request: {
    own: 'language choice',
    operator: "operator's language change",
    signIn: "sign-in screen's language choice",
  },
  /** Said at the sign-in screen's list when main could not keep the choice for the next start. */
  /** Refused: the sign-in screen's language is chosen while nobody is signed in. */
  signedIn:
    "Sign out first: the sign-in screen's language is chosen while nobody is signed in. Your own is in the list at the top of the window.",
  notKept:
    'This screen is in the language you chose, but Remit Desk could not keep it for the next start. Tell an admin.',
} as const;
