import type * as english from '../en/receipt-language';
import type { SameShape } from '../messages';

/** La langue d’impression d’un reçu : celle de l’agence (un paramètre) et celle du client (D86). */
export const receiptLanguage: SameShape<typeof english.receiptLanguage> = {
  branch: {
    label: 'Langue de l’agence',
    hint: 'Les reçus s’impriment dans cette langue sauf si le guichetier choisit celle du client ; la copie de la banque la porte toujours.',
    invalid: ({ label }) => `${label} doit être l’anglais, le français ou le swahili.`,
  },
  review: {
    label: 'Langue du reçu',
    hint: 'La langue du client : les deux copies du reçu sont imprimées dans cette langue.',
  },
  invalid:
    'La langue du reçu doit être l’anglais, le français ou le swahili : choisissez-en une à la vérification.',
};
