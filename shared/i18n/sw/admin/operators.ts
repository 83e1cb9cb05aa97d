import type * as english from '../../en/admin/operators';
import type { SameShape } from '../../messages';

/** The operators page's words (the forms' are `accounts.operatorForm`, the labels `fields`). */
export const operators: SameShape<typeof english.operators> = {
  loading: 'Inapakia watumiaji…',
  caption: 'Watumiaji wa kituo hiki cha kazi',
  managedAtHeadOffice:
    'Kituo hiki kimesajiliwa na makao makuu, kwa hiyo watumiaji wake husimamiwa huko, kwa vituo vyote vya tawi. Orodha inawaonyesha kama makao makuu ilivyowatuma mara ya mwisho. Kuongeza mtumiaji, kubadilisha jukumu, kufungua au kuzima mtu, muulize msimamizi wa makao makuu.',
  madeHere:
    'Watumiaji walioongezwa hapa kabla ya usajili hawasimamiwi huko: unaweza kumzima mmoja hapa, na makao makuu humchukua kwa kuongeza mtumiaji wa tawi mwenye kitambulisho hicho hicho.',
  column: {
    operator: 'Mtumiaji',
    role: 'Jukumu',
    state: 'Hali',
    created: 'Aliundwa',
    actions: 'Vitendo',
  },
  /** Your own row: `Ada Admin (you)`. */
  nameYou: ({ name }) => `${name} (wewe)`,
  state: {
    deactivated: 'Amezimwa',
    lockedUntil: ({ until }) => `Amefungiwa hadi ${until}`,
    mustChangePassword: 'Hai, lazima achague nenosiri jipya',
    active: 'Hai',
  },
  // D80: the password typed here is the admin's too, so it works for one sign-in only.
  canSignIn: ({ name, id, role }) =>
    `${name} (${id}) sasa anaweza kuingia kama ${role.toLowerCase()}, kisha lazima achague nenosiri jipya. Mweleze ana kwa ana nenosiri uliloandika.`,
  done: {
    deactivate: ({ name, id }) => `${name} (${id}) amezimwa.`,
    reactivate: ({ name, id }) => `${name} (${id}) anaweza kuingia tena.`,
    unlock: ({ name, id }) => `${name} (${id}) amefunguliwa.`,
  },
  roleChanged: ({ name, id, role }) => `${name} (${id}) sasa ni ${role}.`,
  passwordReset: ({ name, id }) =>
    `${name} (${id}) lazima achague nenosiri jipya atakapoingia tena, kwa kutumia nenosiri la muda uliloweka.`,
  unlock: 'Fungua',
  changeRole: 'Badilisha jukumu',
  changeRoleOf: ({ name }) => `Badilisha jukumu la ${name}`,
  resetPassword: 'Weka upya nenosiri',
  resetPasswordOf: ({ name }) => `Weka upya nenosiri la ${name}`,
  deactivate: 'Zima',
  reactivate: 'Washa tena',
  changeRoleTitle: ({ name }) => `Badilisha jukumu la ${name}`,
  resetPasswordTitle: ({ name }) => `Weka upya nenosiri la ${name}`,
  add: 'Ongeza mtumiaji',
  addSubmit: 'Ongeza mtumiaji',
};
