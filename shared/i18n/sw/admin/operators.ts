type Named = { name: string; id: string };

/** The operators page's words (the forms' are `accounts.operatorForm`, the labels `fields`). */
export const operators = {
  loading: 'Inapakia watumiaji…',
  caption: 'Watumiaji wa kituo hiki cha kazi',
  managedAtHeadOffice:
    'Kituo hiki kimesajiliwa na makao makuu, kwa hiyo watumiaji wake husimamiwa huko, kwa vituo vyote vya tawi. Orodha inawaonyesha kama makao makuu ilivyowatuma mara ya mwisho. Kuongeza mtumiaji, kubadilisha jukumu, kufungua au kuzima mtu, muulize msimamizi wa makao makuu.',
  column: {
    operator: 'Mtumiaji',
    role: 'Jukumu',
    state: 'Hali',
    created: 'Aliundwa',
    actions: 'Vitendo',
  },
  /** Your own row: `Ada Admin (you)`. */
  nameYou: ({ name }: { name: string }) => `${name} (wewe)`,
  state: {
    deactivated: 'Amezimwa',
    lockedUntil: ({ until }: { until: string }) => `Amefungiwa hadi ${until}`,
    mustChangePassword: 'Hai, lazima achague nenosiri jipya',
    active: 'Hai',
  },
  // D80: the password typed here is the admin's too, so it works for one sign-in only.
  canSignIn: ({ name, id, role }: Named & { role: string }) =>
    `${name} (${id}) sasa anaweza kuingia kama ${role.toLowerCase()}, kisha lazima achague nenosiri jipya. Mweleze ana kwa ana nenosiri uliloandika.`,
  done: {
    deactivate: ({ name, id }: Named) => `${name} (${id}) amezimwa.`,
    reactivate: ({ name, id }: Named) => `${name} (${id}) anaweza kuingia tena.`,
    unlock: ({ name, id }: Named) => `${name} (${id}) amefunguliwa.`,
  },
  roleChanged: ({ name, id, role }: Named & { role: string }) => `${name} (${id}) sasa ni ${role}.`,
  passwordReset: ({ name, id }: Named) =>
    `${name} (${id}) lazima achague nenosiri jipya atakapoingia tena, kwa kutumia nenosiri la muda uliloweka.`,
  unlock: 'Fungua',
  changeRole: 'Badilisha jukumu',
  changeRoleOf: ({ name }: { name: string }) => `Badilisha jukumu la ${name}`,
  resetPassword: 'Weka upya nenosiri',
  resetPasswordOf: ({ name }: { name: string }) => `Weka upya nenosiri la ${name}`,
  deactivate: 'Zima',
  reactivate: 'Washa tena',
  changeRoleTitle: ({ name }: { name: string }) => `Badilisha jukumu la ${name}`,
  resetPasswordTitle: ({ name }: { name: string }) => `Weka upya nenosiri la ${name}`,
  add: 'Ongeza mtumiaji',
  addSubmit: 'Ongeza mtumiaji',
} as const;
