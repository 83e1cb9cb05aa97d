import { t } from '../i18n';

/**
 * The operator forms' field labels, sign-in's among them. Read from the catalog each time a form
 * reads them (getters), so an open form follows the operator's language.
 */
export const OPERATOR_LABELS = {
  // The shared schemas word their labels once, in English, as they load: a form reads them here.
  get operatorId() {
    return t('accounts.label.operatorId');
  },
  get displayName() {
    return t('accounts.label.displayName');
  },
  get role() {
    return t('accounts.label.role');
  },
  get password() {
    return t('accounts.label.password');
  },
  get currentPassword() {
    return t('accounts.label.currentPassword');
  },
  get newPassword() {
    return t('accounts.label.newPassword');
  },
  get language() {
    return t('languages.label');
  },
  get passwordAgain() {
    return t('accounts.operatorForm.again', { label: t('accounts.label.password') });
  },
  get newPasswordAgain() {
    return t('accounts.operatorForm.again', { label: t('accounts.label.newPassword') });
  },
};
