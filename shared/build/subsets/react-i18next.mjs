// What the portal's apps take from react-i18next, provided as its singleton (ADR 0040).
export { I18nextProvider, initReactI18next, Trans, useTranslation } from '@portal/subset-source/react-i18next';
