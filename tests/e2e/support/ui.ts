/*
 * Every screen helper at once, for the tests that import them from here; new tests import from
 * the module of the concern they use.
 */
export * from './page';
export * from './operator-form';
export * from './sign-in';
export * from './transfer-forms';
export * from './review';
