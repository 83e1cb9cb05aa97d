import { describe, expect, it } from 'vitest';
import { tidyDraft } from '@shared/schemas/tidy-draft';
import { DEFAULT_TRANSFER_RULES } from '@shared/schemas/transfer-rules';
import { validateImtDraft, validateRtgsDraft } from '@shared/schemas/validate';
import { D2_IMT_DRAFT, D2_RTGS_DRAFT } from './fixtures';

describe('tidying what the clerk typed before review', () => {
  it('turns a loosely typed RTGS form into the exact D2 draft', () => {
    const typed = {
      ...D2_RTGS_DRAFT,
      source: { ...D2_RTGS_DRAFT.source, name: '  Jane Wanjiku ' },
      destination: { ...D2_RTGS_DRAFT.destination, accountNumber: ' 1100194977404' },
      transfer: { ...D2_RTGS_DRAFT.transfer, amount: ' 1,000 ', description: 'School fees\u00a0' },
    };
    expect(validateRtgsDraft(DEFAULT_TRANSFER_RULES, typed).ok).toBe(false);
    const tidied = tidyDraft(typed);
    expect(tidied).toEqual(D2_RTGS_DRAFT);
    expect(validateRtgsDraft(DEFAULT_TRANSFER_RULES, tidied).ok).toBe(true);
  });

  it('composes text to NFC but leaves invisible characters for the schema to name (D67)', () => {
    const typed = {
      ...D2_RTGS_DRAFT,
      source: { ...D2_RTGS_DRAFT.source, name: ' Zoë Ñandú '.normalize('NFD') },
      destination: { ...D2_RTGS_DRAFT.destination, name: 'Amina\u200bOdhiambo' },
    };
    const tidied = tidyDraft(typed);
    expect(tidied.source.name).toBe('Zoë Ñandú');
    expect(tidied.source.name).toBe(tidied.source.name.normalize('NFC'));
    expect(tidied.destination.name).toBe('Amina\u200bOdhiambo');
    const result = validateRtgsDraft(DEFAULT_TRANSFER_RULES, tidied);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toMatch(/U\+200B/);
    expect(JSON.stringify(result)).not.toMatch(/accented letters/);
  });

  it('removes the spaces from mobile numbers, keeping the spelling (D11)', () => {
    const typed = {
      ...D2_IMT_DRAFT,
      sender: { ...D2_IMT_DRAFT.sender, mobileNumber: '+254 712 345 678' },
      destination: { ...D2_IMT_DRAFT.destination, mobileNumber: ' 0722 000 111 ' },
      transfer: { ...D2_IMT_DRAFT.transfer, amount: '1000.0' },
    };
    const tidied = tidyDraft(typed);
    expect(tidied).toEqual(D2_IMT_DRAFT);
    expect(validateImtDraft(DEFAULT_TRANSFER_RULES, tidied).ok).toBe(true);
  });

  it('leaves an ambiguous amount as typed, so the schema says what is wrong', () => {
    const typed = { ...D2_RTGS_DRAFT, transfer: { ...D2_RTGS_DRAFT.transfer, amount: '1.000,50' } };
    expect(tidyDraft(typed).transfer.amount).toBe('1.000,50');
  });

  it('does not change the input, nor anything that is not text', () => {
    const typed = { kind: 'rtgs', draftId: ' id ', transfer: { amount: 5, description: ' x ' } };
    const before = structuredClone(typed);
    expect(tidyDraft(typed)).toEqual({
      kind: 'rtgs',
      draftId: 'id',
      transfer: { amount: 5, description: 'x' },
    });
    expect(typed).toEqual(before);
    expect(tidyDraft(null)).toBe(null);
    expect(tidyDraft('x')).toBe('x');
  });
});
