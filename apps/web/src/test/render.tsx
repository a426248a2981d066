import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../i18n/locales/en.json';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'EN',
  resources: { EN: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Renders with English translations loaded synchronously. */
export const renderWithI18n = (ui: ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
