import type * as english from '../en/receipt-language';
import type { SameShape } from '../messages';

/** Lugha ya kuchapisha risiti: ya tawi (mpangilio) na ya mteja (D86). */
export const receiptLanguage: SameShape<typeof english.receiptLanguage> = {
  branch: {
    label: 'Lugha ya tawi',
    hint: 'Risiti huchapishwa kwa lugha hii isipokuwa karani achague ya mteja; nakala ya benki huwa nayo kila mara.',
    invalid: ({ label }) => `${label} lazima iwe Kiingereza, Kifaransa au Kiswahili.`,
  },
  review: {
    label: 'Lugha ya risiti',
    hint: 'Lugha ya mteja: nakala zote mbili za risiti huchapishwa kwa lugha hii.',
  },
  invalid:
    'Lugha ya risiti lazima iwe Kiingereza, Kifaransa au Kiswahili: chagua moja kwenye ukaguzi.',
};
