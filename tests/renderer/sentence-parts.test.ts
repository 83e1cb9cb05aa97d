import { describe, expect, it } from 'vitest';
import { around } from '../../renderer/src/components/sentence-parts';
import { t } from '../../renderer/src/i18n';

describe('a sentence with a value set apart', () => {
  it('gives the words before and after the value, the whole sentence worded by the catalog', () => {
    const parts = around((opens) =>
      t('counter.send.rtgs.window.closedText', { country: 'Kenya', opens }),
    );
    expect(parts.before).toBe(
      'The RTGS window for Kenya is closed now. If you confirm, the transfer is sent now and the service holds it until the next window opens: ',
    );
    expect(parts.after).toBe('. Tell the customer before you confirm.');
  });

  it('puts the value wherever the sentence has it, at its start or its end', () => {
    expect(around((value) => `${value} first`)).toEqual({ before: '', after: ' first' });
    expect(around((value) => `last ${value}`)).toEqual({ before: 'last ', after: '' });
  });

  it('keeps a sentence that does not use the value whole, before it', () => {
    expect(around(() => 'No value here.')).toEqual({ before: 'No value here.', after: '' });
  });
});
