import { describe, expect, it } from 'vitest';
import { textIn, wordRef } from '@shared/i18n/catalog';
import { codeList, codesOf, eitherOf, eitherOfCodes, wordFor } from '@shared/i18n/lists';
import { worded } from '@shared/i18n/worded';

// Lists inside a sentence (D87): carried as codes, worded and joined by each language's message,
// so an answer from main reads whole in the operator's language.

describe('a list of codes', () => {
  it('crosses as one value and comes back as its codes', () => {
    expect(codesOf(codeList(['supervisor', 'admin']))).toEqual(['supervisor', 'admin']);
    expect(codesOf(codeList([]))).toEqual([]);
  });

  it('is joined as each language joins "one of them"', () => {
    expect(eitherOf('en', ['a', 'b', 'c'])).toBe('a, b or c');
    expect(eitherOf('fr', ['a', 'b', 'c'])).toBe('a, b ou c');
    expect(eitherOf('sw', ['a', 'b', 'c'])).toBe('a, b au c');
    expect(eitherOf('en', ['a'])).toBe('a');
  });

  it('keeps a code no table names as it is', () => {
    expect(wordFor({ clerk: 'a clerk' }, 'teller')).toBe('teller');
    expect(wordFor({ clerk: 'a clerk' }, 'toString')).toBe('toString');
    expect(eitherOfCodes('en', { clerk: 'a clerk' }, 'clerk,teller')).toBe('a clerk or teller');
  });
});

describe('the roles in a refusal', () => {
  const needed = codeList(['supervisor', 'admin']);

  it('are worded whole in English, as before', () => {
    expect(textIn('en', 'ipc.wrongRole', { needed, role: 'clerk' })).toBe(
      'Only a supervisor or an admin can do this, and you are signed in as a clerk. Ask a supervisor or an admin to do it, or sign in with that role.',
    );
    expect(
      textIn('en', 'ipc.wrongRole', {
        needed: codeList(['compliance', 'admin', 'auditor']),
        role: 'admin',
      }),
    ).toMatch(
      /^Only a compliance officer, an admin or an auditor can do this, and you are signed in as an admin\./,
    );
    expect(
      textIn('en', 'app.pageRefused', {
        page: 'Operators',
        access: codeList(['admin']),
        role: 'clerk',
      }),
    ).toBe('Operators is only for an admin, and you are signed in as a clerk.');
  });

  it('are worded whole in French', () => {
    expect(textIn('fr', 'ipc.wrongRole', { needed, role: 'clerk' })).toBe(
      'Seul un superviseur ou un administrateur peut effectuer cette action ; vous êtes connecté avec le rôle Guichetier. Demandez-le à un superviseur ou un administrateur, ou connectez-vous avec ce rôle.',
    );
    expect(
      textIn('fr', 'app.pageRefused', {
        page: 'Opérateurs',
        access: codeList(['admin']),
        role: 'compliance',
      }),
    ).toBe(
      'Opérateurs : page réservée à un administrateur. Vous êtes connecté avec le rôle Responsable conformité.',
    );
  });

  it('are worded whole in Swahili', () => {
    expect(textIn('sw', 'ipc.wrongRole', { needed, role: 'clerk' })).toBe(
      'Ni msimamizi au msimamizi wa mfumo pekee anayeweza kufanya hili, na umeingia kama karani. Mwombe msimamizi au msimamizi wa mfumo alifanye, au ingia kwa jukumu hilo.',
    );
    expect(
      textIn('sw', 'app.pageRefused', {
        page: 'Watumiaji',
        access: codeList(['clerk', 'auditor']),
        role: 'admin',
      }),
    ).toBe(
      'Watumiaji ni kwa ajili ya karani au mkaguzi pekee, na umeingia kama msimamizi wa mfumo.',
    );
  });

  it('cross IPC as codes, so the renderer words them in its own language', () => {
    const answer = worded('wrong-role', 'ipc.wrongRole', { needed, role: 'auditor' });
    const crossed = structuredClone(answer.text);
    expect(crossed.values).toEqual({ needed: 'supervisor,admin', role: 'auditor' });
    expect(wordRef(crossed, 'fr')).toContain('Seul un superviseur ou un administrateur');
    expect(wordRef(crossed, 'fr')).toContain('avec le rôle Auditeur.');
    expect(wordRef(crossed, 'sw')).toContain('umeingia kama mkaguzi.');
    expect(answer.message).toContain('signed in as an auditor.');
  });
});
